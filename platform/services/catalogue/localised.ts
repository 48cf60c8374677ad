// A catalogue text in the reader's language: the Urdu twin where there is one, the English where not, with the
// names of the fields that fell back so the page can mark them lang="en".
import type { Language } from '@/contract';

/** A field's English text and its Urdu twin (null until translated). */
type Twin = readonly [english: string, urdu: string | null] | readonly [english: string[], urdu: string[] | null];

type TextOf<T extends Twin> = T[0];

/** Blank Urdu (an empty string or list) is as good as none: the reader would otherwise see nothing. */
const isBlank = (text: string | string[]) =>
  Array.isArray(text) ? text.every((line) => line.trim() === '') : text.trim() === '';

export function localise<Fields extends Record<string, Twin>>(
  locale: Language,
  fields: Fields,
): { texts: { [F in keyof Fields]: TextOf<Fields[F]> }; untranslated: (keyof Fields & string)[] } {
  const texts: Record<string, string | string[]> = {};
  const untranslated: (keyof Fields & string)[] = [];
  for (const [name, [english, urdu]] of Object.entries(fields)) {
    const translated = locale === 'ur' && urdu !== null && !isBlank(urdu);
    texts[name] = translated ? urdu : english;
    if (locale === 'ur' && !translated) untranslated.push(name);
  }
  return { texts: texts as { [F in keyof Fields]: TextOf<Fields[F]> }, untranslated };
}
