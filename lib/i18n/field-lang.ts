// Where the platform gave an English text to an Urdu page because it holds no Urdu for it yet (its `untranslated`
// list names the field), the page marks that text English: lang="en", isolated left to right. A translated text
// is the page's own language and gets no mark. English pages never mark anything.
import type { Locale } from './locales';

interface Localised<F extends string> {
  readonly untranslated: readonly F[];
}

const fellBack = <F extends string>(locale: Locale, item: Localised<F>, field: F) =>
  locale !== 'en' && item.untranslated.includes(field);

/** The attributes for `item[field]` shown on a `locale` page: lang="en" dir="ltr" only where it fell back. */
export const fieldLang = <F extends string>(
  locale: Locale,
  item: Localised<F>,
  field: F,
): { lang?: 'en'; dir?: 'ltr' } => (fellBack(locale, item, field) ? { lang: 'en', dir: 'ltr' } : {});

/**
 * `item[field]` as a value inside a sentence in `locale`: isolated left to right (U+2066…U+2069) only where it fell
 * back to English, so its words and the punctuation after it keep their order; a translated value reads as it is.
 */
export const fieldText = <F extends string>(locale: Locale, item: Localised<F>, field: F, text: string): string =>
  fellBack(locale, item, field) ? `\u2066${text}\u2069` : text;

/**
 * The attributes for a name written in Latin letters inside an Urdu page (a tool in an instructor's expertise,
 * kept as the tool calls itself): lang="en" dir="ltr" when the text has no Arabic-script letter.
 */
export const latinNameLang = (locale: Locale, text: string): { lang?: 'en'; dir?: 'ltr' } =>
  locale !== 'en' && !/\p{Script=Arabic}/u.test(text) ? { lang: 'en', dir: 'ltr' } : {};
