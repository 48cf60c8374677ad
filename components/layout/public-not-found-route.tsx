'use client';
// The public not-found boundary's choice, made where the route is known: a boundary gets no params, so the browser
// picks the 404 of the route it is on from that route's parameters (next/navigation's useParams).
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

export function PublicNotFoundRoute({ messages }: { messages: Record<PublicNotFoundRoute, ReactNode> }) {
  return messages[routeOf(useParams() ?? {})];
}
