// The Urdu typeface, shipped from npm (@fontsource/noto-nastaliq-urdu): its Arabic-script subset only (Urdu text
// needs no Latin glyphs from it; English inside Urdu pages keeps the site's own font). Served by
// app/fonts/[file]/route.ts under a name that carries the package version, so it can be cached for a year.
export const URDU_FONT_FAMILY = 'Noto Nastaliq Urdu';

/** Where the package keeps the file, from the project root. */
export const URDU_FONT_SOURCE =
  'node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2';

/** The package's version (package-lock.json pins it; urdu-font.test.ts checks the two agree). */
export const URDU_FONT_VERSION = '5.3.0';

export const URDU_FONT_FILE = `noto-nastaliq-urdu-arabic-400-${URDU_FONT_VERSION}.woff2`;

export const URDU_FONT_URL = `/fonts/${URDU_FONT_FILE}`;
