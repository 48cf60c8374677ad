// Reads a V8 .cpuprofile (node --cpu-prof) and says where the time went: self time by package or source
// folder, mapped back through the build's source maps (the server's chunks bundle most packages), and the
// busiest functions, per request of the load that ran while it was recorded.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

const maps = new Map();

function sourceMapOf(url) {
  if (!maps.has(url)) {
    let map = null;
    try {
      const file = url.startsWith('file://') ? fileURLToPath(url) : url;
      if (existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return maps.get(url);
}

/** The original file of a profiled function, through its chunk's source map when there is one. */
function originalFile({ url, lineNumber, columnNumber }) {
  if (!url) return '';
  const map = sourceMapOf(url);
  const entry = map?.findEntry(lineNumber, columnNumber);
  return entry?.originalSource ?? url;
}

const packageOf = (file) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? '';

/** node_modules/<package> (scoped too), the repository's top folders (app, lib, platform…), node internals. */
function bucketOf(file, functionName) {
  if (!file) return functionName.startsWith('(') ? functionName : '(native)';
  if (file.startsWith('node:')) return 'node: internals';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (modules) return modules[1];
  // Next's own sources, as its source maps name them (src/server/…, webpack://next/…).
  if (/(?:^|\/)src\/(?:server|shared|client|lib|build|export)\/|webpack:\/\/next\//.test(file)) return 'next';
  const own = /(?:^|\/)(app|lib|platform|components|contract|proxy\.ts)(?:\/|$)/.exec(
    file.replace(/^[^:]*:\/\/\/?/, ''),
  );
  return own ? `(repo) ${own[1]}` : file.replace(/^.*\//, '');
}

/** Packages that are the database (its driver, query builder, or the embedded engine itself). */
const DATABASE = /^(pg|pg-pool|pg-protocol|pg-types|postgres|drizzle-orm|@electric-sql\/pglite)$/;
/** React, also as Next vendors it (next/dist/compiled/react-dom…): rendering. */
const RENDERING =
  /(?:^|\/)(?:react|react-dom|react-server-dom-[\w-]+|scheduler)\/|next\/dist\/compiled\/(?:react|react-dom|react-server-dom-[\w-]+|scheduler)(?:-experimental)?\//;
const FRAMEWORK = /^(next|@next\/.+|hono|@hono\/.+|styled-jsx)$/;

/**
 * Where a sample's time goes, in issue 29's terms: garbage collection, the database, rendering (React), the framework
 * (Next.js, Hono), our code (the repository's folders), Node.js and V8 (internals, native code), other packages.
 */
function categoryOf(file, functionName, bucket, url) {
  if (functionName === '(garbage collector)') return 'garbage collection';
  // PGlite is the server's only WebAssembly, and its source maps name its own sources (../src/parse.ts) without the
  // package: the file that ran says which package it is.
  if (DATABASE.test(bucket) || DATABASE.test(packageOf(url)) || url.startsWith('wasm://')) return 'database';
  if (RENDERING.test(file)) return 'rendering (React)';
  if (FRAMEWORK.test(bucket)) return 'framework (Next.js, Hono)';
  if (bucket.startsWith('(repo) ')) return 'our code';
  if (bucket === 'node: internals' || bucket.startsWith('(')) return 'Node.js and V8 (internals, native)';
  return 'other packages';
}

const ms = (micro) => (micro / 1000).toFixed(1);

/**
 * Summary of one profile: time recorded, busy (not idle) time, and self time by bucket and function, with
 * per-request figures for `requests` requests. `window` ([startUs, endUs] on the profile's clock) limits it.
 */
export function summarizeProfile(path, { requests, window, top = 18 } = {}) {
  const profile = JSON.parse(readFileSync(path, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  let time = profile.startTime;
  let recorded = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (window && (time < window[0] || time > window[1])) return;
    recorded += delta;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const byBucket = new Map();
  const byFunction = new Map();
  const byCategory = new Map();
  const ownFiles = new Map();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = nodes.get(id);
    const name = callFrame.functionName || '(anonymous)';
    if (name === '(idle)') continue;
    busy += us;
    const file = originalFile(callFrame);
    const bucket = bucketOf(file, name);
    byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + us);
    const category = categoryOf(file, name, bucket, callFrame.url ?? '');
    byCategory.set(category, (byCategory.get(category) ?? 0) + us);
    if (category === 'our code') ownFiles.set(file, (ownFiles.get(file) ?? 0) + us);
    const fn = `${name} ${file.replace(/^.*node_modules\//, '').replace(/^.*\.next-bench\//, '.next-bench/')}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const perRequest = (us) => (requests ? `${(us / 1000 / requests).toFixed(3)} ms/req` : '');
  const share = (us) => `${((100 * us) / busy).toFixed(1)}%`;
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `| ${name} | ${ms(us)} | ${share(us)} | ${perRequest(us)} |`);
  const own = byCategory.get('our code') ?? 0;
  // Issue 29: our code above 10% of a route's CPU is to be cut, so say where it is.
  const ownDetail =
    own / busy > 0.1
      ? [
          '',
          `our code is ${share(own)} of the CPU (over 10%); by file:`,
          '',
          '| our file (self time) | ms | share | per request |',
          '|---|--:|--:|--:|',
          ...rows(ownFiles),
        ]
      : [];
  return [
    `profile ${path.replace(/^.*\//, '')}: ${ms(recorded)} ms recorded, ${ms(busy)} ms busy (${((100 * busy) / recorded).toFixed(0)}%)${requests ? `, ${requests} requests: ${(busy / 1000 / requests).toFixed(2)} ms of CPU per request` : ''}`,
    '',
    '| where the time goes (self time) | ms | share | per request |',
    '|---|--:|--:|--:|',
    ...rows(byCategory),
    ...ownDetail,
    '',
    '| package or folder (self time) | ms | share | per request |',
    '|---|--:|--:|--:|',
    ...rows(byBucket),
    '',
    '| function (self time) | ms | share | per request |',
    '|---|--:|--:|--:|',
    ...rows(byFunction),
  ].join('\n');
}
