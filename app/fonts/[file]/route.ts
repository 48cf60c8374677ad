// GET /fonts/{file} – the Urdu typeface (lib/i18n/urdu-font.ts), cut from its npm package to Urdu's characters when
// the app is built and served as a static file; its name changes with the package version and the character set,
// so browsers may keep it for a year.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { URDU_FONT_FILE, URDU_FONT_SOURCE, URDU_FONT_TEXT } from '@/lib/i18n/urdu-font';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: URDU_FONT_FILE }];
}

export async function GET() {
  // Read once, at build: the route is static, so the server never needs the package's file traced into its output
  // (the comments keep Turbopack from tracing the whole project for a path it cannot resolve statically).
  const source = path.join(/* turbopackIgnore: true */ process.cwd(), URDU_FONT_SOURCE);
  const font = await readFile(/* turbopackIgnore: true */ source);
  const subset = await subsetFont(font, URDU_FONT_TEXT, { targetFormat: 'woff2' });
  return new Response(new Uint8Array(subset), {
    headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
