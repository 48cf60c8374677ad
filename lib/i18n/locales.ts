// The portal's languages. English is the default and keeps today's unprefixed URLs; Urdu lives under /ur
// (next.config.ts rewrites every unprefixed page to /en internally, so the locale is always a route segment).
export const LOCALES = ['en', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The learner's last choice of language: a preference for a suggestion, never a reason to redirect. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** The hidden form field that says which language a form was sent from (components/ui/locale-field.tsx). */
export const LOCALE_FIELD = 'locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ur' ? 'rtl' : 'ltr');

/** Open Graph's spelling of the locale. */
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: 'en_PK', ur: 'ur_PK' };

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', ur: 'اردو' };

export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'ur' : 'en');

/**
 * The attributes for text the platform holds only in English (programme and instructor texts, site copy) when it is
 * shown on a `locale` page: lang="en" and dir="ltr" inside Urdu pages (its punctuation stays at its end, and the bidi
 * algorithm isolates it), nothing on English ones.
 */
export const contentLang = (locale: Locale): { lang?: 'en'; dir?: 'ltr' } =>
  locale === 'en' ? {} : { lang: 'en', dir: 'ltr' };

/**
 * Text the platform holds only in English (a programme's or a term's name) as a value inside a sentence in `locale`:
 * isolated left to right in Urdu (U+2066…U+2069, as amounts are), so its words and the punctuation after it keep
 * their order; unchanged in English.
 */
export const embedded = (locale: Locale, text: string): string => (locale === 'en' ? text : `\u2066${text}\u2069`);
