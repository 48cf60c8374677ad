// The Urdu typeface, shipped from npm (@fontsource/noto-nastaliq-urdu) and cut at build time to the characters Urdu
// is written with (app/fonts/[file]/route.ts, with subset-font): Urdu text needs no Latin glyphs from it (English
// inside Urdu pages keeps the site's own font), and Nastaliq's Arabic, Persian and Sindhi extras are most of the
// package's file. The file's name carries the package version and the character set, so it can be cached for a year.
import { createHash } from 'node:crypto';

export const URDU_FONT_FAMILY = 'Noto Nastaliq Urdu';

/** Where the package keeps the file, from the project root. */
export const URDU_FONT_SOURCE =
  'node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2';

/** The package's version (package-lock.json pins it; urdu-font.test.ts checks the two agree). */
export const URDU_FONT_VERSION = '5.3.0';

/**
 * What the subset keeps: Urdu's whole alphabet (so a name a learner types in Urdu reads too, not only the
 * catalogue's words), its vowel marks, its digits and punctuation, and the joiners that shape Nastaliq.
 * urdu-font.test.ts checks that every character of messages/ur.json and of the ur-PK dates is in it.
 */
export const URDU_FONT_TEXT = [
  'ءآأؤئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھیےۃۂۓ',
  '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0654\u0670',
  '۰۱۲۳۴۵۶۷۸۹',
  '،؛؟۔٪',
  '\u200C\u200D',
].join('');

const textHash = createHash('sha256').update(URDU_FONT_TEXT).digest('hex').slice(0, 8);

export const URDU_FONT_FILE = `noto-nastaliq-urdu-${URDU_FONT_VERSION}-${textHash}.woff2`;

export const URDU_FONT_URL = `/fonts/${URDU_FONT_FILE}`;

/** What an Urdu page adds to the site's styles (components/layout/urdu-page-style.tsx, the outage page). */
export const URDU_STYLE = `@font-face{font-family:'${URDU_FONT_FAMILY}';font-style:normal;font-weight:400;font-display:swap;src:url(${URDU_FONT_URL}) format('woff2')}
:lang(ur){font-family:'${URDU_FONT_FAMILY}',var(--font-sans);line-height:2.1}
:lang(ur) :lang(en){font-family:var(--font-sans);line-height:var(--line-height)}
[dir='rtl'] svg[data-directional]{transform:scaleX(-1)}`;
