// npm run bench:cpu – main-thread CPU per page load (issue 50): each public and form page and the bare Next.js page
// (bench/bare-app) loaded in turn, each page right after a load of the bare page, in BENCH_CPU_ROUNDS rounds (default
// 6), in Debian's Chromium with no throttling and a fresh profile (cold cache) per load. A Chrome trace of each load
// gives the sum of the renderer main thread's top-level tasks from navigation until BENCH_CPU_SETTLE_MS (default 3,000)
// after the load event, so the route prefetch 1,000 ms after load is counted. Each row prints the medians and the
// median of the per-round ratios to the bare load just before it: on a shared machine only the ratio is comparable.
// BENCH_CPU_ALSO=<dist dir> measures a second build of the portal (e.g. a copy of .next-bench from before a change)
// in the same rounds, for before and after from one run. BENCH_CPU_FLOOR=1 also loads each page and the bare page with
// every script taken out, for the floor no client code could go below (the floor table). BENCH_SKIP_BUILD=1 reuses
// .next-bench and .next-bench-bare; BENCH_CPU_PAGES (a regular expression) narrows the pages; BENCH_CPU_DIST measures
// another build folder. Results in bench/results/cpu-<time>.json.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median, summarizeTrace, TRACE_CATEGORIES } from './lib/main-thread.mjs';
import { cpuBenchPaths, launchBrowser, pageLoadEnv } from './lib/page-loads.mjs';
import { buildNext, startNext, stop } from './lib/processes.mjs';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const basePort = Number(process.env.BENCH_PORT ?? 33090);
const rounds = Math.max(1, Number(process.env.BENCH_CPU_ROUNDS ?? 6));
const settleMs = Number(process.env.BENCH_CPU_SETTLE_MS ?? 3_000);
const scratch = join('.data', `bench-cpu-${stamp}`);
const portalEnv = (distDir, port) => pageLoadEnv({ distDir, scratch, port });
const servers = [];

/** What one load sends over the wire that the page's flight data is made of: inline payload and RSC fetches. */
const inlineFlightBytes = (html) =>
  [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)].reduce((sum, m) => sum + m[1].length, 0);

/** The page's HTML with every script and script preload taken out: what drawing it costs with no JavaScript at all. */
const withoutScripts = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');

async function measureLoad(browser, url, { scripts = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  // The document is fetched by the browser's network process either way; only its body changes.
  if (!scripts)
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withoutScripts(await response.text()) });
    });
  const rsc = { requests: 0, bytes: 0 };
  // First-load JavaScript: the scripts fetched before the load event, as sent (compressed) bytes.
  let loaded = false;
  const scriptSizes = [];
  page.on('requestfinished', (request) => {
    if (!loaded && request.resourceType() === 'script')
      scriptSizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  page.on('response', async (response) => {
    if (response.request().headers()['rsc'] !== '1') return;
    rsc.requests += 1;
    rsc.bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
  });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  // A first render on a busy machine (the Urdu pages' font) can take well over Playwright's 30 s.
  const response = await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
  loaded = true;
  const scriptBytes = (await Promise.all(scriptSizes)).reduce((sum, size) => sum + size, 0);
  await page.waitForTimeout(settleMs);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const html = await response.text();
  await context.close();
  return { ...summarizeTrace(trace), flightBytes: inlineFlightBytes(html), prefetch: rsc, scriptBytes };
}

async function main() {
  mkdirSync(scratch, { recursive: true });
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('== building the portal (.next-bench) and the bare Next.js page (.next-bench-bare)');
    buildNext({ env: portalEnv('.next-bench', basePort) });
    buildNext({ dir: 'bench/bare-app', env: {} });
  }
  // BENCH_CPU_DIST: measure another production build of this checkout instead (e.g. .next-e2e, the end-to-end build).
  const builds = [{ label: '', distDir: process.env.BENCH_CPU_DIST ?? '.next-bench', port: basePort }];
  const also = process.env.BENCH_CPU_ALSO;
  if (also) {
    if (!existsSync(join(also, 'BUILD_ID'))) throw new Error(`BENCH_CPU_ALSO: ${also} is not a build folder`);
    builds.push({ label: `${also}: `, distDir: also, port: basePort + 2 });
  }
  for (const build of builds) {
    servers.push(await startNext({ port: build.port, env: portalEnv(build.distDir, build.port) }));
    build.base = `http://127.0.0.1:${build.port}`;
  }
  servers.push(await startNext({ dir: 'bench/bare-app', port: basePort + 1, env: {} }));
  const bareUrl = `http://127.0.0.1:${basePort + 1}/`;

  const paths = await cpuBenchPaths(builds[0].base);
  const pages = builds.flatMap((build) =>
    paths.map((path) => ({ page: `${build.label}${path}`, url: `${build.base}${path}` })),
  );

  const browser = await launchBrowser();
  // One load of each first, not counted: the servers' first render and the OS file cache.
  for (const { url } of [...pages, { url: bareUrl }]) await measureLoad(browser, url);

  const loads = new Map(pages.map(({ page }) => [page, []]));
  console.log(`== ${rounds} rounds: each page right after a load of the bare page, ${settleMs} ms after load`);
  for (let round = 0; round < rounds; round += 1) {
    for (const path of paths) {
      // One bare load, then this path on each build: their ratios share it.
      const bare = await measureLoad(browser, bareUrl);
      // BENCH_CPU_FLOOR=1: the bare page and this page again without their scripts. What drawing this page's HTML and
      // CSS costs beyond drawing the bare page's, added to the bare page's whole load, is the least any client code
      // could reach: the floor of the ratio.
      const floor = process.env.BENCH_CPU_FLOOR === '1' && {
        bare: await measureLoad(browser, bareUrl, { scripts: false }),
        page: await measureLoad(browser, `${builds[0].base}${path}`, { scripts: false }),
      };
      for (const build of builds) {
        const page = `${build.label}${path}`;
        const ours = await measureLoad(browser, `${build.base}${path}`);
        const floorRatio = floor && (bare.totalMs + floor.page.totalMs - floor.bare.totalMs) / bare.totalMs;
        loads.get(page).push({ bare, ours, ratio: ours.totalMs / bare.totalMs, floor, floorRatio });
        // The prefetch's share on each line too: a run cut short (a busy machine) still says what it cost.
        console.log(
          `   round ${round + 1} ${page}: ${ours.totalMs} ms, bare ${bare.totalMs} ms; after load + 1 s ${ours.afterDelayMs} ms, ${ours.prefetch.requests} prefetch requests`,
        );
      }
    }
  }
  await browser.close();

  const rows = pages.map(({ page }) => row(page, loads.get(page)));
  const file = join('bench/results', `cpu-${stamp}.json`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), rounds, settleMs, rows, loads: Object.fromEntries(loads) }, null, 2)}\n`,
  );
  const floors = rows[0]?.floorRatio != null ? `\n\n${floorTable(rows)}` : '';
  console.log(`\n${table(rows)}${floors}\n\n${kindTable(rows)}\n\n${scriptTable(rows)}\n\nresults: ${file}`);
}

/** The medians of one page's loads, its bare loads, and the per-round ratio. */
function row(page, runs) {
  const of = (pick) => Math.round(median(runs.map(pick)));
  const scripts = new Map();
  for (const { ours } of runs)
    for (const [url, time] of Object.entries(ours.scripts)) scripts.set(url, [...(scripts.get(url) ?? []), time]);
  return {
    page,
    ratio: Number(median(runs.map((r) => r.ratio)).toFixed(2)),
    floorRatio: runs[0].floor ? Number(median(runs.map((r) => r.floorRatio)).toFixed(2)) : null,
    floorMs: runs[0].floor ? of((r) => r.floor.page.totalMs) : null,
    bareFloorMs: runs[0].floor ? of((r) => r.floor.bare.totalMs) : null,
    totalMs: of((r) => r.ours.totalMs),
    bareMs: of((r) => r.bare.totalMs),
    toLoadMs: of((r) => r.ours.toLoadMs),
    bareToLoadMs: of((r) => r.bare.toLoadMs),
    afterDelayMs: of((r) => r.ours.afterDelayMs),
    longestAfterDelayMs: of((r) => r.ours.longestAfterDelayMs),
    ratioBeforeDelay: Number(
      median(runs.map((r) => (r.ours.totalMs - r.ours.afterDelayMs) / (r.bare.totalMs - r.bare.afterDelayMs))).toFixed(
        2,
      ),
    ),
    longestTaskMs: of((r) => r.ours.longestTaskMs),
    bareLongestTaskMs: of((r) => r.bare.longestTaskMs),
    flightKb: Number((median(runs.map((r) => r.ours.flightBytes)) / 1024).toFixed(1)),
    prefetchRequests: of((r) => r.ours.prefetch.requests),
    prefetchKb: Number((median(runs.map((r) => r.ours.prefetch.bytes)) / 1024).toFixed(1)),
    scriptKb: Number((median(runs.map((r) => r.ours.scriptBytes)) / 1024).toFixed(1)),
    bareScriptKb: Number((median(runs.map((r) => r.bare.scriptBytes)) / 1024).toFixed(1)),
    kinds: medianKinds(runs.map((r) => r.ours.kinds)),
    bareKinds: medianKinds(runs.map((r) => r.bare.kinds)),
    // Median self time per script over the loads (a script absent from a load counts 0 there).
    scripts: Object.fromEntries(
      [...scripts]
        .map(([url, times]) => [url, Math.round(median([...times, ...Array(runs.length - times.length).fill(0)]))])
        .filter(([, time]) => time > 0)
        .sort((a, b) => b[1] - a[1]),
    ),
  };
}

/** Each kind of work's median over the loads (0 where a load had none), busiest first. */
function medianKinds(list) {
  const names = new Set(list.flatMap((kinds) => Object.keys(kinds)));
  return Object.fromEntries(
    [...names]
      .map((name) => [name, Math.round(median(list.map((kinds) => kinds[name] ?? 0)))])
      .filter(([, time]) => time > 0)
      .sort((a, b) => b[1] - a[1]),
  );
}

/** BENCH_CPU_FLOOR=1: each page's cost with no script beside the bare page's, and the ratio no client code could beat. */
const floorTable = (rows) =>
  [
    '| page | ratio to bare | without scripts: page ms (bare page ms) | floor: bare load + what drawing the page adds |',
    '|---|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${r.ratio.toFixed(2)}× | ${r.floorMs} (${r.bareFloorMs}) | ${r.floorRatio.toFixed(2)}× |`,
    ),
  ].join('\n');

/** What the main thread ran, each kind of task's CPU beside the bare page's in the same rounds. */
const kindTable = (rows) =>
  [
    '| page | CPU ms by what the task ran (bare page) |',
    '|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${Object.entries(r.kinds)
          .slice(0, 7)
          .map(([name, time]) => `${name} ${time} (${r.bareKinds[name] ?? 0})`)
          .join(', ')} |`,
    ),
  ].join('\n');

const table = (rows) =>
  [
    '| page | CPU ms per load | bare ms | ratio (median per round) | ratio without the prefetch | to load ms (bare) | after load + 1 s ms (longest task) | longest task ms (bare) | inline flight KB | prefetches (KB) | first-load JS KB sent (bare) |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${r.totalMs} | ${r.bareMs} | ${r.ratio.toFixed(2)}× | ${r.ratioBeforeDelay.toFixed(2)}× | ${r.toLoadMs} (${r.bareToLoadMs}) | ${r.afterDelayMs} (${r.longestAfterDelayMs}) | ${r.longestTaskMs} (${r.bareLongestTaskMs}) | ${r.flightKb} | ${r.prefetchRequests} (${r.prefetchKb}) | ${r.scriptKb} (${r.bareScriptKb}) |`,
    ),
  ].join('\n');

/** JavaScript self time by script, per page (the five busiest, shortened to the chunk's name). */
const scriptTable = (rows) =>
  [
    '| page | JavaScript self time by script, ms (median) |',
    '|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${Object.entries(r.scripts)
          .slice(0, 6)
          .map(
            ([url, time]) =>
              `${url.replace(/^.*\/_next\/static\/chunks\//, '').replace(/^https?:\/\/[^/]+/, '')} ${time}`,
          )
          .join(', ')} |`,
    ),
  ].join('\n');

try {
  await main();
} finally {
  for (const server of servers.reverse()) await stop(server);
  rmSync(scratch, { recursive: true, force: true });
}
