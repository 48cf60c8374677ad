import { readFileSync } from 'node:fs';
import path from 'node:path';
import { URDU_FONT_SOURCE, URDU_FONT_VERSION } from './urdu-font';

const root = path.join(__dirname, '../..');

test('the font file is named for the installed package version, so a new version gets a new address', () => {
  const installed = JSON.parse(
    readFileSync(path.join(root, 'node_modules/@fontsource/noto-nastaliq-urdu/package.json'), 'utf8'),
  ) as { version: string };
  expect(URDU_FONT_VERSION).toBe(installed.version);
});

test('the file served is the package’s Arabic-script subset, as WOFF2', () => {
  const font = readFileSync(path.join(root, URDU_FONT_SOURCE));
  expect(URDU_FONT_SOURCE).toMatch(/-arabic-400-normal\.woff2$/);
  expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
});
