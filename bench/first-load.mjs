// npm run bench:first-load -- [build folder…] – first-load JavaScript per public and form page, to the byte (issue 50:
// "not larger"): the gzip -9 size of every module script each page's HTML names, read from the build folder's own files
// (bench/lib/bundle-sizes.mjs; Next's noModule polyfills apart, which browsers that run modules never fetch), each
// build served by `next start` on a database of its own. Default: .next-bench. With two or more folders (e.g. a build
// from before a change, then one after), every column after the first also shows its difference from the first.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSizes } from './lib/bundle-sizes.mjs';
import { pageLoadEnv, publicAndFormPages } from './lib/page-loads.mjs';
import { startNext, stop } from './lib/processes.mjs';

const builds = process.argv.slice(2);
if (builds.length === 0) builds.push('.next-bench');
const basePort = Number(process.env.BENCH_PORT ?? 33290);
const scratch = join('.data', `bench-first-load-${new Date().toISOString().replace(/[:.]/g, '-')}`);

/** Each page's bytes in one build. */
async function measure(distDir, port) {
  if (!existsSync(join(distDir, 'BUILD_ID'))) throw new Error(`${distDir} is not a build folder`);
  const server = await startNext({ port, env: pageLoadEnv({ distDir, scratch, port }) });
  try {
    const base = `http://127.0.0.1:${port}`;
    const rows = await bundleSizes({ pageUrl: (page) => base + page, distDir, pages: await publicAndFormPages(base) });
    return new Map(rows.map((row) => [row.page, row.gzipBytes]));
  } finally {
    await stop(server);
  }
}

const sizes = [];
try {
  for (const [index, distDir] of builds.entries()) sizes.push(await measure(distDir, basePort + index));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const signed = (bytes) => (bytes > 0 ? `+${bytes}` : bytes < 0 ? `−${-bytes}` : '±0');
console.log(`| page | ${builds.map((build) => `${build}, B gzip`).join(' | ')} |`);
console.log(`|---|${builds.map(() => '--:').join('|')}|`);
for (const page of sizes[0].keys()) {
  const first = sizes[0].get(page);
  const cells = sizes.map((size, index) => {
    const bytes = size.get(page);
    if (bytes === undefined) return 'not served';
    return index === 0 ? `${bytes}` : `${bytes} (${signed(bytes - first)})`;
  });
  console.log(`| \`${page}\` | ${cells.join(' | ')} |`);
}
