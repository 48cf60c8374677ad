// The one way the portal's own words reach a page: next-intl's translator over the locale's catalogue
// (messages/*.json, ICU syntax), with the locale passed in from the route's [locale] segment. No request-scoped
// config: a cached page's render never reads a header or a cookie to learn its language.
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import en from '@/messages/en.json';
import ur from '@/messages/ur.json';
import type { Locale } from './locales';

export type Messages = typeof en;

// Typed as the English catalogue: a key missing from Urdu fails `tsc` here, and a key used but in neither fails at
// the call (translator's keys come from Messages). messages/catalogues.test.ts checks extra keys and ICU arguments.
const CATALOGUES: Record<Locale, Messages> = { en, ur };

/** Dates and times are shown as they are in Pakistan, whatever the server's zone. */
export const TIME_ZONE = 'Asia/Karachi';

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** The whole catalogue of `locale`. */
export const catalogue = (locale: Locale): Messages => CATALOGUES[locale];

/**
 * The namespaces a client subtree reads with useTranslations, for its NextIntlClientProvider: only those reach the
 * browser (next-intl's documented `pick`), never the whole catalogue.
 */
export function pickMessages<N extends keyof Messages>(locale: Locale, namespaces: readonly N[]): Pick<Messages, N> {
  const messages = CATALOGUES[locale];
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, N>;
}

/**
 * Namespaces of plain words (no ICU argument), each holding the words of one client component (a public form): the
 * server component above it hands it the namespace as the catalogue has it (`plainWords`), so a new word needs
 * en.json, ur.json and the component only, and the browser gets strings, never next-intl's formatting runtime
 * (~12.7 KB gzip). messages/catalogues.test.ts checks that each message reads the same once formatted.
 */
export const PLAIN_NAMESPACES = ['loginForm', 'supportForm', 'supportTopics', 'scholarshipForm'] as const;

export type PlainWords<N extends (typeof PLAIN_NAMESPACES)[number]> = Messages[N];

/** The words of a plain namespace in `locale`, for a client component's `words` prop. */
export function plainWords<N extends (typeof PLAIN_NAMESPACES)[number]>(locale: Locale, namespace: N): PlainWords<N> {
  return CATALOGUES[locale][namespace];
}

export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace, timeZone: TIME_ZONE });
}
