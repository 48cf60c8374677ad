'use client';
// A link's own loading indicator: while the page it leads to is on its way, a small spinner beside the link's words,
// shown after 200 ms as every loading indicator is (./delayed-spinner.tsx). It replaces a route's loading.tsx: that
// Suspense boundary puts a large page's server HTML in a hidden block that only a script reveals (React outlines a
// boundary once the page passes about 12.8 KB, which an Urdu dashboard does), so without JavaScript it never showed.
import { useLinkStatus } from './adaptive-link';
import { DelayedSpinner } from './delayed-spinner';

export function LinkPending({ label }: { label: string }) {
  const { pending } = useLinkStatus();
  return pending ? <DelayedSpinner label={label} inline /> : null;
}
