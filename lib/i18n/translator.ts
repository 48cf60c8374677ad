// The one way the portal's own words reach a page: next-intl's translator over the locale's catalogue
// (messages/*.json, ICU syntax), with the locale passed in from the route's [locale] segment. No request-scoped
// config: a cached page's render never reads a header or a cookie to learn its language.
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import en from '@/messages/en.json';
import ur from '@/messages/ur.json';
import { DEFAULT_LOCALE, type Locale } from './locales';

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
 * Namespaces of plain words, each holding the words of one client component (a form): the server component above it
 * hands it the namespace as the catalogue has it (`plainWords`), so a new word needs en.json, ur.json and the component
 * only, and the browser gets strings, never next-intl's formatting runtime (~12.7 KB gzip). No plural, number, date or
 * tag; a sentence may keep one simple mark ("{address}") where the component puts an element (SentenceWith).
 * messages/catalogues.test.ts checks that each message reads the same once formatted, each mark given as itself.
 */
export const PLAIN_NAMESPACES = [
  'loginForm',
  'registerForm',
  'recoveryForm',
  'supportForm',
  'supportTopics',
  'scholarshipForm',
  'profileForm',
  'emailLanguageForm',
  'passwordForm',
  'emailChangeForm',
  'closeAccountForm',
  'signOutOthersForm',
  'revertForm',
] as const;

export type PlainWords<N extends (typeof PLAIN_NAMESPACES)[number]> = Messages[N];

/** The words of a plain namespace in `locale`, for a client component's `words` prop. */
export function plainWords<N extends (typeof PLAIN_NAMESPACES)[number]>(locale: Locale, namespace: N): PlainWords<N> {
  return CATALOGUES[locale][namespace];
}

/** The error summary's title for a form on a page in `locale`: none in English, where the summary has its own. */
export function summaryTitleIn(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : translator(locale, 'forms')('errorSummaryTitle');
}

export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace, timeZone: TIME_ZONE });
}
