'use client';
// The phone field as pages use it. Its code (libphonenumber-js metadata, downshift, the country list: most of a form
// page's JavaScript) loads when the visitor first uses the field – focus, a click, a key, typed or autofilled text –
// instead of with the page. Until then the browser keeps the server-rendered field as it is (a plain input and the
// country button, what a visitor without JavaScript uses too) and React leaves it alone; then the live field takes
// its place with what was typed, the focus and the caret, and opens the country list if it was asked for. Mounted
// without the server's HTML (a client-side navigation, a form reset), it draws the same field without that code
// (./static-phone-field.tsx) and loads the live one at once.
// (Not a Suspense boundary: React streams a large one apart from the page, where it needs JavaScript to show.)
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { detectFlagEmoji } from './flag-support';
import { StaticPhoneField } from './static-phone-field';
import type { PhoneFieldProps } from './live-phone-field';
import styles from './phone-field.module.css';

type LiveField = ComponentType<PhoneFieldProps & { countryListAsked?: boolean }>;

// The server renders the field in full into the HTML, so it requires the code at once. Next replaces
// `typeof window` in the browser build, which drops this branch: the code stays out of the page's scripts.
let loaded: LiveField | undefined =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./live-phone-field') as typeof import('./live-phone-field')).LivePhoneField
    : undefined;
let loading: Promise<LiveField> | undefined;
const load = () => (loading ??= import('./live-phone-field').then(({ LivePhoneField }) => (loaded = LivePhoneField)));

// Keys that open the country list on its button (downshift's select-only combobox).
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);
const onCountryButton = (target: EventTarget) =>
  target instanceof Element && target.closest('[role="combobox"]') !== null;

/** What the visitor did to the server-rendered field, read just before the live field replaces it. */
interface Handover {
  typed: string;
  focus: 'input' | 'country' | null;
  caret: number | null;
  countryListAsked: boolean;
}

export function PhoneField(props: PhoneFieldProps) {
  const root = useRef<HTMLDivElement>(null);
  // A browser mount after the code has loaded (a client navigation, the form's reset) renders it at once.
  const [Live, setLive] = useState<LiveField | undefined>(() => loaded);
  const [handover, setHandover] = useState<Handover | undefined>();
  // No server HTML to keep: the static field shows until the live one arrives.
  const [drawn, setDrawn] = useState(false);
  const countryListAsked = useRef(false);
  // The visitor has used the field (focus, a click, a key, typed or autofilled text): its code loads.
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // Also when mounted with the code loaded (a client navigation, a form drawn again): else a flag shows as a box.
    // In the field's font, the family the country button draws its flag in.
    if (!detectFlagEmoji(getComputedStyle(element).font)) element.dataset.flags = 'none';
    // Mounted in the browser without the server's HTML (the static field is drawn, below), used, or focused before the
    // page's scripts ran: the code loads now.
    if (Live || !(used || drawn || element.contains(document.activeElement))) return;
    let stopped = false;
    void load().then((Field) => {
      if (stopped) return;
      const input = element.querySelector<HTMLInputElement>('input[type="tel"]');
      const active = element.contains(document.activeElement) ? document.activeElement : null;
      // One synchronous render, so nothing typed falls between reading the old field and showing the new one.
      flushSync(() => {
        setHandover({
          typed: input?.value ?? '',
          focus: active === null ? null : active === input ? 'input' : 'country',
          caret: active === input ? (input?.selectionStart ?? null) : null,
          countryListAsked: countryListAsked.current,
        });
        setLive(() => Field);
      });
    });
    return () => {
      stopped = true;
    };
  }, [Live, drawn, used]);

  // React's own handlers, not listeners added by an effect: a key pressed while the page is still hydrating makes
  // React hydrate at once and hand it here, before any effect of this field has run.
  const firstUse = {
    onFocusCapture: () => setUsed(true),
    onInputCapture: () => setUsed(true),
    onPointerDownCapture: (event: PointerEvent<HTMLDivElement>) => {
      if (onCountryButton(event.target)) countryListAsked.current = true;
      setUsed(true);
    },
    onKeyDownCapture: (event: KeyboardEvent<HTMLDivElement>) => {
      if (onCountryButton(event.target) && OPENING_KEYS.has(event.key)) {
        countryListAsked.current = true;
        // The page would scroll on Space and the arrows: the list opens instead, once the code is in.
        event.preventDefault();
      }
      setUsed(true);
    },
  };

  // Before the browser paints: an empty wrapper means no server HTML, so the static field takes its place.
  useLayoutEffect(() => {
    if (!Live && root.current?.childElementCount === 0) setDrawn(true);
  }, [Live]);

  // The focus and the caret move to the live field's own elements.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element || !handover?.focus) return;
    const input = element.querySelector<HTMLInputElement>('input[type="tel"]');
    if (handover.focus === 'country') element.querySelector<HTMLElement>('[role="combobox"]')?.focus();
    else if (input) {
      input.focus();
      const caret =
        handover.caret === null || handover.caret >= handover.typed.length ? input.value.length : handover.caret;
      input.setSelectionRange(caret, caret);
    }
  }, [handover]);

  if (!Live && drawn) {
    return (
      <div ref={root} className={styles.deferred} {...firstUse}>
        <StaticPhoneField {...props} />
      </div>
    );
  }
  if (!Live) {
    // Hydrating: the server's HTML stays as it is; React neither compares nor replaces what is inside.
    return (
      <div
        ref={root}
        className={styles.deferred}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
        {...firstUse}
      />
    );
  }
  return (
    <div ref={root} className={styles.deferred}>
      <Live
        {...props}
        {...(handover ? { defaultValue: handover.typed, countryListAsked: handover.countryListAsked } : {})}
      />
    </div>
  );
}
