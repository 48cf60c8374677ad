// JavaScript each public page loads, from the build's own files: the scripts its HTML names, gzip-compressed
// as a server would send them, and the part that is the phone field (chunks carrying libphonenumber-js or the
// field itself), so the bench shows which pages pay for it and how much: with the page, or on the field's first use
// (components/phone-field/phone-field.tsx loads it then; only pages whose HTML has the field's tel input). Next's
// legacy polyfills (a noModule script, which browsers that run modules never fetch) are counted apart.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const kb = (bytes) => Math.round(bytes / 1024);
/** Strings only the phone field's code contains: libphonenumber-js's metadata and the field's own markers. */
const PHONE_MARKERS = ['country_calling_codes', 'libphonenumber', 'INVALID_COUNTRY'];

function scriptsOf(html, { noModule = false } = {}) {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)[^"]*"[^>]*>/g)].filter(
    (match) => /\snoModule/i.test(match[0]) === noModule,
  );
  return [...new Set(tags.map((match) => match[1]))];
}

/** Per page: scripts, their gzip size, and the phone field's share; `distDir` is the build folder. */
export async function bundleSizes({ pageUrl, pages, distDir }) {
  const chunks = new Map();
  const chunk = (src) => {
    if (!chunks.has(src)) {
      const path = src.replace(/^.*\/_next\/static\//, '');
      const source = readFileSync(join(distDir, 'static', decodeURIComponent(path)));
      const text = source.toString('utf8');
      chunks.set(src, {
        gzip: gzipSync(source, { level: 9 }).length,
        phone: PHONE_MARKERS.some((marker) => text.includes(marker)),
      });
    }
    return chunks.get(src);
  };
  // Every phone chunk of the build: what a page with the field loads on its first use, when not with the page.
  const phoneChunks = readdirSync(join(distDir, 'static', 'chunks'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ src: `/_next/static/chunks/${name}`, ...chunk(`/_next/static/chunks/${name}`) }))
    .filter((c) => c.phone);
  const rows = [];
  for (const page of pages) {
    const html = await (await fetch(pageUrl(page))).text();
    const sources = scriptsOf(html).map((src) => src.replace(/\?.*$/, ''));
    const scripts = scriptsOf(html).map(chunk);
    const legacy = scriptsOf(html, { noModule: true }).map(chunk);
    const onUse = html.includes('type="tel"') ? phoneChunks.filter((c) => !sources.includes(c.src)) : [];
    rows.push({
      page,
      scripts: scripts.length,
      gzipBytes: scripts.reduce((sum, s) => sum + s.gzip, 0),
      gzipKb: kb(scripts.reduce((sum, s) => sum + s.gzip, 0)),
      noModuleGzipKb: kb(legacy.reduce((sum, s) => sum + s.gzip, 0)),
      phoneGzipKb: kb(scripts.filter((s) => s.phone).reduce((sum, s) => sum + s.gzip, 0)),
      phoneOnUseGzipKb: kb(onUse.reduce((sum, s) => sum + s.gzip, 0)),
      htmlKb: kb(Buffer.byteLength(html)),
    });
  }
  return rows;
}

export function bundleTable(rows) {
  return [
    '| page | HTML KB | scripts | JavaScript KB gzip | of which phone field KB gzip (target ≤ 60, only where the field is) | phone field on first use KB gzip | noModule polyfills KB gzip (old browsers only) |',
    '|---|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.htmlKb} | ${row.scripts} | ${row.gzipKb} | ${row.phoneGzipKb} | ${row.phoneOnUseGzipKb} | ${row.noModuleGzipKb} |`,
    ),
  ].join('\n');
}
