// Lighthouse (mobile, simulated throttling: its defaults) in Debian's Chromium, one page at a time.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

/**
 * The four category scores, FCP, LCP and TBT (ms), CLS, the page's scripts with the bytes no code ran from, and the
 * host's BenchmarkIndex (Lighthouse's CPU probe: its 4× slowdown assumes a host of about 1,500, and a slower host would
 * make every page look slower than on the phone Lighthouse emulates).
 */
export function lighthouse(url, { throttlingMethod = 'simulate' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const output = join(dir, 'report.json');
  try {
    const result = spawnSync(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        // simulate: Lighthouse's model of a slow phone from an unthrottled load; devtools: the network and CPU slowed
        // for real while the page loads.
        `--throttling-method=${throttlingMethod}`,
        // BENCH_LIGHTHOUSE_ARGS: more Lighthouse flags for an experiment, e.g. --blocked-url-patterns=*_rsc=*
        ...(process.env.BENCH_LIGHTHOUSE_ARGS?.split(' ').filter(Boolean) ?? []),
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
    );
    if (result.status !== 0)
      return { url, error: result.stderr?.toString().trim().split('\n').pop() ?? `exit ${result.status}` };
    const report = JSON.parse(readFileSync(output, 'utf8'));
    // BENCH_LIGHTHOUSE_DIR keeps every full report (the LCP element, its phases, the requests on its path).
    if (process.env.BENCH_LIGHTHOUSE_DIR) {
      mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
      copyFileSync(
        output,
        join(process.env.BENCH_LIGHTHOUSE_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`),
      );
    }
    const score = (id) => report.categories[id]?.score ?? null;
    const metric = (id) => report.audits[id]?.numericValue ?? null;
    const failing = (id) =>
      report.categories[id]?.auditRefs
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id) ?? [];
    // Lighthouse's coverage of each script (uncompressed bytes, and those no code path ran during the load).
    const scripts = (report.audits['script-treemap-data']?.details?.nodes ?? []).filter((node) =>
      node.name?.includes('/_next/'),
    );
    const unusedScripts = scripts
      .filter((node) => node.unusedBytes > 0)
      .sort((a, b) => b.unusedBytes - a.unusedBytes)
      .map((node) => ({
        script: node.name.replace(/^.*\/_next\/static\//, '').replace(/\?.*$/, ''),
        kb: Math.round(node.resourceBytes / 1024),
        unusedKb: Math.round(node.unusedBytes / 1024),
      }));
    return {
      url,
      throttlingMethod,
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
      scriptKb: Math.round(scripts.reduce((sum, node) => sum + node.resourceBytes, 0) / 1024),
      unusedScriptKb: Math.round(scripts.reduce((sum, node) => sum + (node.unusedBytes ?? 0), 0) / 1024),
      unusedScripts,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number((metric('cumulative-layout-shift') ?? 0).toFixed(3)),
      failing: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
      consoleErrors: (report.audits['errors-in-console']?.details?.items ?? []).map((item) =>
        `${item.source}: ${item.description} ${item.sourceLocation?.url ?? ''}`.trim(),
      ),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
