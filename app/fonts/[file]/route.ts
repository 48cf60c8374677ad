// GET /fonts/{file} – the Urdu typeface (lib/i18n/urdu-font.ts), read from its npm package at build time and served
// as a static file; its name changes with the package version, so browsers may keep it for a year.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { URDU_FONT_FILE, URDU_FONT_SOURCE } from '@/lib/i18n/urdu-font';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: URDU_FONT_FILE }];
}

export async function GET() {
  const font = await readFile(path.join(process.cwd(), URDU_FONT_SOURCE));
  return new Response(new Uint8Array(font), {
    headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
