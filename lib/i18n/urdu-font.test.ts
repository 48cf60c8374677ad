import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GET } from '@/app/fonts/[file]/route';
import { formatDateIn, formatMomentIn } from '@/lib/format';
import { URDU_FONT_FILE, URDU_FONT_SOURCE, URDU_FONT_TEXT, URDU_FONT_VERSION } from './urdu-font';

const root = path.join(__dirname, '../..');
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/g;

test('the font file is named for the installed package version, so a new version gets a new address', () => {
  const installed = JSON.parse(
    readFileSync(path.join(root, 'node_modules/@fontsource/noto-nastaliq-urdu/package.json'), 'utf8'),
  ) as { version: string };
  expect(URDU_FONT_VERSION).toBe(installed.version);
  expect(URDU_FONT_FILE).toMatch(new RegExp(`^noto-nastaliq-urdu-${URDU_FONT_VERSION}-[0-9a-f]{8}\\.woff2$`));
});

test('every character the Urdu catalogue and the ur-PK dates write is in the subset', () => {
  const catalogue = readFileSync(path.join(root, 'messages/ur.json'), 'utf8');
  const months = Array.from({ length: 12 }, (_, month) =>
    formatDateIn('ur', `2027-${String(month + 1).padStart(2, '0')}-15`),
  );
  const times = [formatMomentIn('ur', '2027-01-15T04:00:00Z'), formatMomentIn('ur', '2027-01-15T16:00:00Z')];
  const written = new Set([catalogue, ...months, ...times].join('').match(ARABIC_SCRIPT));
  // An Arabic letter where Urdu has its own (ك for ک, ي for ی, ه for ہ) would show here, not as a fallback glyph.
  expect([...written].filter((character) => !URDU_FONT_TEXT.includes(character))).toEqual([]);
});

test('the file served is a WOFF2 subset of the package’s Arabic-script file, a third smaller', async () => {
  const source = readFileSync(path.join(root, URDU_FONT_SOURCE));
  const response = await GET();
  const served = Buffer.from(await response.arrayBuffer());
  expect(response.headers.get('content-type')).toBe('font/woff2');
  expect(served.subarray(0, 4).toString('latin1')).toBe('wOF2');
  expect(served.length).toBeLessThan(source.length * 0.75);
});
