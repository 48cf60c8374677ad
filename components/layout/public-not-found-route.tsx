'use client';
// The public not-found boundary's choice, made where the route is known: a boundary gets no params, so the browser
// picks the heading and the link back of the route it is on from that route's parameters (next/navigation's
// useParams). The boundary sends the message once with these two parts for every route, not four whole messages: its
// flight data is in every public page and every prefetch answer, and the page draws none of it. One picker for both
// parts, drawn on the server: a second client component cost every public page 64 B of JavaScript.
import { useParams } from 'next/navigation';
import type { ReactNode } from 'react';
import type { PublicNotFoundRoute } from './public-not-found';

/** The route a public 404 comes from, by the parameter it looked up; the catch-all's `rest` means none matched. */
function routeOf(params: Record<string, unknown>): PublicNotFoundRoute {
  if ('rest' in params) return 'unmatched';
  if ('programme' in params) return 'learningPath';
  if ('slug' in params) return 'instructor';
  if ('name' in params) return 'programme';
  return 'unmatched';
}

/** What the boundary drew for each route (the h1's words, the link back), shown for the route the browser is on. */
export function PublicNotFoundPart({ byRoute }: { byRoute: Record<PublicNotFoundRoute, ReactNode> }) {
  return byRoute[routeOf(useParams() ?? {})];
}
