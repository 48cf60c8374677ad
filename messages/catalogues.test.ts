// Both catalogues say the same things: the same keys, and in each message the same ICU arguments (of the same kind:
// plural, number, date…) and the same rich-text tags, so a translation can never drop a value or a link.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { supportTopicSchema } from '@/contract';
import { PLAIN_NAMESPACES, translator } from '@/lib/i18n/translator';
import en from './en.json';
import ur from './ur.json';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const entry of flatten(value, `${prefix}${key}.`)) entries.set(...entry);
  }
  return entries;
}

/** "count:plural", "date:argument", "<terms>": what a message needs from the code, in a stable order. */
function slots(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.add(`${element.value}:argument`);
    if (element.type === TYPE.number) found.add(`${element.value}:number`);
    if (element.type === TYPE.date || element.type === TYPE.time) found.add(`${element.value}:date`);
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      slots(element.children, found);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
      for (const option of Object.values(element.options)) slots(option.value, found);
    }
  }
  return found;
}

const signature = (message: string) => [...slots(parse(message))].sort();

const english = flatten(en);
const urdu = flatten(ur);

test('Urdu has every English key and no other', () => {
  expect([...urdu.keys()].sort()).toEqual([...english.keys()].sort());
});

test.each([...english.keys()])('%s takes the same arguments and tags in both languages', (key) => {
  expect(signature(urdu.get(key) ?? '')).toEqual(signature(english.get(key) ?? ''));
});

test('a message that counts things uses an ICU plural in both languages', () => {
  expect(signature(english.get('home.meetAll') ?? '')).toContain('count:plural');
  expect(signature(english.get('programmeCard.semesters') ?? '')).toContain('count:plural');
});

test('Urdu messages are written in Urdu (Arabic script), not left in English', () => {
  // Rich-text tags and ICU syntax aside, every Urdu message has Arabic-script letters.
  for (const [key, message] of urdu) expect([key, /[\u0600-\u06FF]/.test(message)]).toEqual([key, true]);
});

test('an example held left to right in Urdu (a CNIC number, a date) never breaks at its hyphens', () => {
  // A line may break after an ordinary hyphen: "جیسے 12345-" then "1234567-1" on a phone. U+2011 does not break.
  const broken = [...urdu].filter(([, message]) => /\u2066[^\u2069]*\d-\d[^\u2069]*\u2069/.test(message));
  expect(broken.map(([key]) => key)).toEqual([]);
});

test.each(PLAIN_NAMESPACES)('%s holds plain words only, read the same once formatted', (namespace) => {
  // A form's client component shows these as the catalogue has them (plainWords): a plural, a number, a tag or an
  // escaped quote there would reach the learner unformatted. A simple mark ({address}) is the component's to fill in.
  const catalogues = { en, ur };
  for (const locale of ['en', 'ur'] as const) {
    const t = translator(locale, namespace) as unknown as (key: string, values: Record<string, string>) => string;
    for (const [key, message] of Object.entries(catalogues[locale][namespace])) {
      const slots = signature(message);
      const marks = slots.filter((slot) => slot.endsWith(':argument')).map((slot) => slot.replace(/:argument$/, ''));
      expect([locale, key, slots.filter((slot) => !slot.endsWith(':argument'))]).toEqual([locale, key, []]);
      const asThemselves = Object.fromEntries(marks.map((mark) => [mark, `{${mark}}`]));
      expect([locale, key, t(key, asThemselves)]).toEqual([locale, key, message]);
    }
  }
});

test('the support form names every topic the platform takes, and no other', () => {
  // The page lists `supportTopics` as the select's options, in the catalogue's order.
  expect(Object.keys(en.supportTopics).sort()).toEqual([...supportTopicSchema.options].sort());
});
