// npm run bench:attribution – where a page load's JavaScript time goes (issue 50), by source file: each public and
// form page and the bare Next.js page loaded in Debian's Chromium (no throttling, a fresh profile per load, 412×823)
// under V8's sampling profiler (BENCH_ATTRIBUTION_SAMPLE_US, default 100 µs) from navigation until 3 s after the load
// event, so the route prefetch 1,000 ms after load is counted. Each sample's function is mapped through the build's
// source maps (builds made for this with NEXT_BROWSER_SOURCE_MAPS=1: .next-bench-maps and .next-bench-bare-maps) to
// the file it came from, and the self time is summed by part: React DOM (hydration, render, commit), the flight client
// (decoding the RSC data), Next's router and its other client code, the scheduler, our own files one by one, other
// packages. Layout, style and paint are not JavaScript: `npm run bench:cpu` has them. Medians over
// BENCH_ATTRIBUTION_ROUNDS rounds (default 3), the bare page's beside each. BENCH_SKIP_BUILD=1 reuses the two builds;
// BENCH_CPU_PAGES (a regular expression) narrows the pages. Results in bench/results/attribution-<time>.json.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join } from 'node:path';
import { median } from './lib/main-thread.mjs';
import { cpuBenchPaths, launchBrowser, pageLoadEnv } from './lib/page-loads.mjs';
import { buildNext, startNext, stop } from './lib/processes.mjs';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const basePort = Number(process.env.BENCH_PORT ?? 33190);
const rounds = Math.max(1, Number(process.env.BENCH_ATTRIBUTION_ROUNDS ?? 3));
const sampleUs = Number(process.env.BENCH_ATTRIBUTION_SAMPLE_US ?? 100);
const settleMs = Number(process.env.BENCH_CPU_SETTLE_MS ?? 3_000);
const PORTAL_DIST = '.next-bench-maps';
const BARE_DIST = '.next-bench-bare-maps';
const scratch = join('.data', `bench-attribution-${stamp}`);
const portalEnv = (port) => pageLoadEnv({ distDir: PORTAL_DIST, scratch, port });
const servers = [];

/** Which part of the page's JavaScript a source file belongs to (`name`: the original name at the sample's frame). */
function partOf(source, name) {
  const path = source.replace(/^.*?\[project\]\//, '').replace(/^(turbopack|webpack):\/\/\/?/, '');
  if (/react-dom.*client|react-dom-client/.test(path)) return `React DOM: ${name || 'anonymous'}`;
  if (/react-server-dom-[a-z]+\/.*client/.test(path)) return 'flight client: decoding RSC data';
  if (/\/scheduler\//.test(path)) return "React's scheduler";
  if (/node_modules\/react\//.test(path) || /next\/dist\/compiled\/react\//.test(path))
    return 'React (elements, hooks)';
  if (path.startsWith('[turbopack]')) return 'Turbopack runtime: evaluating modules';
  const next = path.match(/node_modules\/next\/(?:src|dist)\/(.*)$/)?.[1];
  if (next) return `Next: ${next}`;
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return `package ${pkg[1]}`;
  return `ours: ${path.replace(/\?.*$/, '')}`;
}

/** Source maps of one build, read from its folder by chunk URL (the build serves none). */
function sourceMaps(distDir) {
  const maps = new Map();
  return (url) => {
    const chunk = url.match(/\/_next\/(static\/[^?]+\.js)/)?.[1];
    if (!chunk) return null;
    if (!maps.has(chunk)) {
      // Turbopack names each chunk's map by its own hash, in the chunk's last line.
      const script = join(distDir, chunk);
      const name = existsSync(script) && readFileSync(script, 'utf8').match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
      const file = name && join(dirname(script), name);
      maps.set(chunk, file && existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
    }
    return maps.get(chunk);
  };
}

/**
 * The mapping that begins inside the function at (line, column), not the one before it: a function's first column
 * maps to whatever came before it, in a Turbopack chunk often the previous module's last line, which charged a
 * module's top-level work (e.g. an Intl object made at load) to the module before it.
 */
function entryInside(map, line, column) {
  for (let probe = column; probe < column + 80; probe += 1) {
    const entry = map.findEntry(line, probe);
    if (entry?.generatedLine === line && entry.generatedColumn >= column) return entry;
  }
  return map.findEntry(line, column);
}

/** One load under the sampling profiler: self time (ms) by part. */
async function profileLoad(browser, url, mapOf) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: sampleUs });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
  await page.waitForTimeout(settleMs);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();

  const selfUs = new Map();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
  const parts = {};
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id);
    if (!us) continue;
    const { url: script, lineNumber, columnNumber, functionName } = node.callFrame;
    let part;
    if (!script)
      part = ['(idle)', '(program)', '(root)'].includes(functionName) ? null : `(${functionName || 'native'})`;
    else {
      const map = mapOf(script);
      const entry = map && entryInside(map, lineNumber, columnNumber);
      part = entry?.originalSource
        ? partOf(entry.originalSource, entry.name)
        : `unmapped: ${script.replace(/^.*\//, '')}`;
    }
    if (part) parts[part] = (parts[part] ?? 0) + us / 1000;
  }
  return parts;
}

/** Each part's median over the loads (0 where a load had none). */
function medians(loads) {
  const names = new Set(loads.flatMap((parts) => Object.keys(parts)));
  return Object.fromEntries(
    [...names]
      .map((name) => [name, Number(median(loads.map((parts) => parts[name] ?? 0)).toFixed(1))])
      .filter(([, ms]) => ms >= 0.1)
      .sort((a, b) => b[1] - a[1]),
  );
}

async function main() {
  mkdirSync(scratch, { recursive: true });
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log(`== building the portal (${PORTAL_DIST}) and the bare page (${BARE_DIST}) with browser source maps`);
    buildNext({ env: { ...portalEnv(basePort), NEXT_BROWSER_SOURCE_MAPS: '1' } });
    buildNext({ dir: 'bench/bare-app', env: { BARE_DIST_DIR: `../../${BARE_DIST}`, NEXT_BROWSER_SOURCE_MAPS: '1' } });
  }
  servers.push(await startNext({ port: basePort, env: portalEnv(basePort) }));
  servers.push(
    await startNext({ dir: 'bench/bare-app', port: basePort + 1, env: { BARE_DIST_DIR: `../../${BARE_DIST}` } }),
  );
  const base = `http://127.0.0.1:${basePort}`;
  const bareUrl = `http://127.0.0.1:${basePort + 1}/`;
  const paths = await cpuBenchPaths(base);
  const browser = await launchBrowser(`; sampling every ${sampleUs} µs`);
  const portalMaps = sourceMaps(PORTAL_DIST);
  const bareMaps = sourceMaps(BARE_DIST);
  // One load of each first, not counted: the servers' first render and the OS file cache.
  for (const path of paths) await profileLoad(browser, `${base}${path}`, portalMaps);
  await profileLoad(browser, bareUrl, bareMaps);

  const loads = new Map([['bare', []], ...paths.map((path) => [path, []])]);
  for (let round = 0; round < rounds; round += 1) {
    console.log(`== round ${round + 1} of ${rounds}`);
    loads.get('bare').push(await profileLoad(browser, bareUrl, bareMaps));
    for (const path of paths) loads.get(path).push(await profileLoad(browser, `${base}${path}`, portalMaps));
  }
  await browser.close();

  const bare = medians(loads.get('bare'));
  const rows = paths.map((path) => ({ page: path, parts: medians(loads.get(path)) }));
  const file = join('bench/results', `attribution-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), rounds, sampleUs, bare, rows }, null, 2)}\n`);
  console.log(`\n${table(bare, rows)}\n\nresults: ${file}`);
}

/** The parts summed by group: the text before a part's first colon ("React DOM", "Next", "ours"…). */
function groups(parts) {
  const sums = {};
  for (const [name, ms] of Object.entries(parts)) {
    const group = name.includes(': ') ? name.slice(0, name.indexOf(': ')) : name;
    sums[group] = Number(((sums[group] ?? 0) + ms).toFixed(1));
  }
  return Object.fromEntries(Object.entries(sums).sort((a, b) => b[1] - a[1]));
}

const total = (parts) =>
  Object.values(parts)
    .reduce((sum, ms) => sum + ms, 0)
    .toFixed(0);
const listed = (parts, bare, count) =>
  Object.entries(parts)
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms}${bare ? ` (${bare[name] ?? 0})` : ''}`)
    .join('; ');

/** Per page: its JavaScript self time by group, then its largest parts, the bare page's beside each. */
function table(bare, rows) {
  return [
    '| page | JavaScript ms per load (bare) | by group, ms (bare page) |',
    '|---|--:|---|',
    `| bare page | ${total(bare)} | ${listed(groups(bare), null, 8)} |`,
    ...rows.map(
      (r) => `| \`${r.page}\` | ${total(r.parts)} (${total(bare)}) | ${listed(groups(r.parts), groups(bare), 9)} |`,
    ),
    '',
    '| page | the largest parts, ms (bare page) |',
    '|---|---|',
    ...rows.map((r) => `| \`${r.page}\` | ${listed(r.parts, bare, 16)} |`),
  ].join('\n');
}

try {
  await main();
} finally {
  for (const server of servers.reverse()) await stop(server);
  rmSync(scratch, { recursive: true, force: true });
}
