// The platform and the contract speak English: their messages are the API's, read by any client. Urdu pages show
// them in Urdu through this table, kept in the catalogues: `platformText`, `passwordAdvice` and `phone` in messages/en.json
// hold each sentence exactly as the contract or the platform writes it ({name} where it carries a value), and
// messages/ur.json holds its Urdu. So the client maps, by sentence; no code travels in the API. A sentence the table
// does not know stays English (platform-text.test.ts runs the auth schemas and checks they produce none). A {date} or
// {birthday} comes over as the contract spells it ("11 January 2027"), or as YYYY-MM-DD, and is written the locale's way.
import 'server-only';
import { formatDateIn } from '@/lib/format';
import { dayOfSpelledDate } from '@/contract';
import en from '@/messages/en.json';
import type { Locale } from './locales';
import { translator } from './translator';

type Namespace = 'platformText' | 'passwordAdvice' | 'phone';
const NAMESPACES: readonly Namespace[] = ['platformText', 'passwordAdvice', 'phone'];

interface Entry {
  namespace: Namespace;
  key: string;
  /** The English sentence as a whole-string pattern; its {name}s become named groups. */
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ENTRIES: readonly Entry[] = NAMESPACES.flatMap((namespace) =>
  Object.entries(en[namespace] as Record<string, string>).map(([key, english]) => ({
    namespace,
    key,
    pattern: new RegExp(`^${escape(english).replace(/\\\{(\w+)\\\}/g, '(?<$1>.+?)')}$`),
  })),
);

/** The day a {date} names, as YYYY-MM-DD; null when it names none (it is then shown as it came). */
function dayOf(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return dayOfSpelledDate(value);
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : null;
}

/** Numbers come back as numbers, so an Urdu plural can count them; a date in the locale's own words. */
function argumentsOf(locale: Locale, groups: Record<string, string> = {}) {
  return Object.fromEntries(
    Object.entries(groups).map(([name, value]) => {
      if (/^\d+$/.test(value)) return [name, Number(value)];
      const day = name === 'date' || name === 'birthday' ? dayOf(value) : null;
      return [name, day ? formatDateIn(locale, day) : value];
    }),
  );
}

function translateSentence(locale: Locale, sentence: string): string | undefined {
  for (const { namespace, key, pattern } of ENTRIES) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    // The keys come from the English catalogue, which the Urdu one mirrors (messages/catalogues.test.ts).
    const t = translator(locale, namespace) as unknown as (key: string, values: Record<string, unknown>) => string;
    return t(key, argumentsOf(locale, match.groups));
  }
  return undefined;
}

/**
 * The sentences of `text` in `locale`, each run of them the table knows as one entry taken whole (the longest run
 * first: the contract's "too young" message is two sentences that the platform may send after one of its own).
 */
function translateSentences(locale: Locale, text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const out: string[] = [];
  for (let start = 0; start < sentences.length;) {
    let end = sentences.length;
    let translated: string | undefined;
    for (; end > start; end -= 1) {
      translated = translateSentence(locale, sentences.slice(start, end).join(' '));
      if (translated !== undefined) break;
    }
    out.push(translated ?? (sentences[start] as string));
    start = translated === undefined ? start + 1 : end;
  }
  return out.join(' ');
}

/**
 * `text` from the platform or the contract (a field's message, a problem's detail, a password's advice) in `locale`:
 * the whole text if the table knows it, else run by run of its sentences; what it does not know stays as it came.
 */
export function platformText(locale: Locale, text: string): string {
  if (locale === 'en' || text === '') return text;
  return translateSentences(locale, text);
}

/** English sentence → Urdu, for the password field's live advice: handed to the browser on Urdu pages only. */
export function passwordAdviceTable(locale: Locale): Record<string, string> | undefined {
  if (locale === 'en') return undefined;
  const t = translator(locale, 'passwordAdvice');
  const weak = translator(locale, 'platformText');
  return {
    [en.platformText.weakPassword]: weak('weakPassword'),
    [en.platformText.anotherWordOrTwo]: weak('anotherWordOrTwo'),
    ...Object.fromEntries(
      (Object.keys(en.passwordAdvice) as (keyof typeof en.passwordAdvice)[]).map((key) => [
        en.passwordAdvice[key],
        t(key),
      ]),
    ),
  };
}
