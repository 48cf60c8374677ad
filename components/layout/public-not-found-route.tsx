'use client';
// The public not-found boundary's choice, made where the route is known: a boundary gets no params, so the browser
// picks the heading and the link back of the route it is on from that route's parameters (next/navigation's
// useParams). The boundary sends the message once with these two parts for every route, not four whole messages: its
// flight data is in every public page and every prefetch answer, and the page draws none of it.
import { useParams } from 'next/navigation';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { PublicNotFoundRoute } from './public-not-found';

/** The route a public 404 comes from, by the parameter it looked up; the catch-all's `rest` means none matched. */
function routeOf(params: Record<string, unknown>): PublicNotFoundRoute {
  if ('rest' in params) return 'unmatched';
  if ('programme' in params) return 'learningPath';
  if ('slug' in params) return 'instructor';
  if ('name' in params) return 'programme';
  return 'unmatched';
}

/** The h1's words before the path, for the route the browser is on. */
export function PublicNotFoundHeading({ headings }: { headings: Record<PublicNotFoundRoute, string> }) {
  return headings[routeOf(useParams() ?? {})];
}

export type PublicNotFoundBacks = Record<PublicNotFoundRoute, { href: string; label: string } | null>;

/** The list the route belongs to, first in the message's list (none for an unmatched address). */
export function PublicNotFoundBack({ backs }: { backs: PublicNotFoundBacks }) {
  const back = backs[routeOf(useParams() ?? {})];
  return back ? (
    <li>
      <Link href={back.href}>{back.label}</Link>
    </li>
  ) : null;
}
