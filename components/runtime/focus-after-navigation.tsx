'use client';
// After a client-side navigation the link or button that was pressed is gone with the old page, and the browser puts
// focus on <body>: a keyboard or screen-reader user starts again from the top with nothing said. Focus goes to the
// new page's heading instead, unless something kept focus (a header link, a field the page focused itself).
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/** Focuses `element` (made focusable) when nothing else has focus. */
export function focusIfLost(element: HTMLElement | null | undefined): void {
  if (!element || !focusLost()) return;
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

export function FocusAfterNavigation() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    // The first page of a visit keeps the browser's own start (the skip link first).
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = () => document.querySelector<HTMLElement>('main h1');
    if (heading()) return focusIfLost(heading());
    // A page behind a loading boundary brings its heading a moment later.
    const main = document.querySelector('main');
    if (!main) return;
    const observer = new MutationObserver(() => {
      if (!heading()) return;
      observer.disconnect();
      focusIfLost(heading());
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
  return null;
}
