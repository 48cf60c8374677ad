// The terminal tables: each portal route beside the bare Next.js page and nginx serving its HTML.

const pad = (value, width) => String(value ?? '–').padStart(width);
const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : '–');

/** The issue's targets: throughput at least this share of the baseline's, p99 at most this multiple of its p99. */
const TARGETS = {
  '/api/v1/programmes': { minRatio: 1.0 },
  '/user-dashboard': { minRatio: 0.6, maxP99: 3 },
};
// Every catalogue API read (lists and single items) has the API's target.
const targetOf = (route) =>
  TARGETS[route] ?? (route.startsWith('/api/v1/') ? TARGETS['/api/v1/programmes'] : { minRatio: 0.6 });

/** Each portal route beside its baseline measured right after it: the bare static page, or for signed-in pages the dynamic one. */
export function loadTable(rows, bare) {
  const lines = [
    '| route | req/s | p50 ms | p99 ms | CPU ms/req | peak RSS MB | errors | baseline | its req/s | its p99 ms | its CPU ms/req | vs baseline | p99 × | by CPU | target | nginx req/s | vs nginx |',
    '|---|--:|--:|--:|--:|--:|--:|---|--:|--:|--:|--:|--:|--:|---|--:|--:|',
  ];
  for (const row of rows) {
    const { portal, nginx } = row;
    const base = row.base ?? bare[row.baseline ?? 'static'];
    const target = targetOf(row.route);
    const throughput = portal.reqPerSec / base.reqPerSec;
    const p99Times = portal.p99 / base.p99;
    const met = throughput >= target.minRatio && (target.maxP99 === undefined || p99Times <= target.maxP99);
    const goal = `≥ ${target.minRatio.toFixed(1)}×${target.maxP99 ? `, p99 ≤ ${target.maxP99}×` : ''}: ${met ? 'met' : 'not met'}`;
    lines.push(
      `| ${row.label ?? row.route} | ${pad(portal.reqPerSec, 6)} | ${pad(portal.p50, 4)} | ${pad(portal.p99, 4)} | ${pad(portal.cpuMsPerRequest, 5)} | ${pad(portal.peakRssMb, 4)} | ${portal.errors} | bare ${row.baseline ?? 'static'} | ${pad(base.reqPerSec, 6)} | ${pad(base.p99, 4)} | ${pad(base.cpuMsPerRequest, 5)} | ${ratio(portal.reqPerSec, base.reqPerSec)} | ${ratio(portal.p99, base.p99)} | ${ratio(base.cpuMsPerRequest, portal.cpuMsPerRequest)} | ${goal} | ${pad(nginx?.reqPerSec, 6)} | ${ratio(portal.reqPerSec, nginx?.reqPerSec)} |`,
    );
  }
  for (const kind of ['static', 'dynamic']) {
    const base = bare[kind];
    if (base?.reqPerSec === undefined) continue;
    const runs = bare.runs?.[kind]?.map((run) => run.reqPerSec).join(' / ') ?? '';
    lines.push(
      `| (bare ${kind} Next page, mean of runs ${runs}) | ${pad(base.reqPerSec, 6)} | ${pad(base.p50, 4)} | ${pad(base.p99, 4)} | ${pad(base.cpuMsPerRequest, 5)} | ${pad(base.peakRssMb, 4)} | ${base.errors} | | | | | | | | | | |`,
    );
  }
  return lines.join('\n');
}

/** The portal behind nginx with the deploy configuration, beside nginx serving the same HTML as files. */
export function proxyCacheTable(rows) {
  const lines = [
    '| route | behind nginx proxy_cache req/s | p50 ms | p99 ms | errors | nginx static req/s | vs static |',
    '|---|--:|--:|--:|--:|--:|--:|',
  ];
  for (const row of rows) {
    const { proxied, nginx } = row;
    lines.push(
      `| ${row.route} | ${pad(proxied.reqPerSec, 6)} | ${pad(proxied.p50, 4)} | ${pad(proxied.p99, 4)} | ${proxied.errors} | ${pad(nginx?.reqPerSec, 6)} | ${ratio(proxied.reqPerSec, nginx?.reqPerSec)} |`,
    );
  }
  return lines.join('\n');
}

export function abortTable(rows) {
  const lines = [
    '| route | requests | aborted | RSS before MB | peak MB | 10 s after MB |',
    '|---|--:|--:|--:|--:|--:|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.route} | ${row.requests} | ${row.aborted} | ${row.rssBeforeMb} | ${row.rssPeakMb} | ${row.rssAfterMb} |`,
    );
  }
  return lines.join('\n');
}

/** Lighthouse per page beside the bare page of the same run; issue 29's targets: score ≥ 0.97, TBT ≤ 100 ms. */
/**
 * Per throttling method: every number of each page, then each page against the bare page in the same rounds (issue
 * 50's targets: score at most 0.05 below, TBT at most 150 ms above, with devtools throttling).
 */
export function lighthouseTable(rows) {
  const methods = [...new Set(rows.map((row) => row.method ?? 'simulate'))];
  const tables = methods.map((method) => {
    const of = rows.filter((row) => (row.method ?? 'simulate') === method);
    return `Lighthouse, ${method} throttling\n\n${lighthouseMethodTable(of)}`;
  });
  const sign = (value, digits = 0) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}`;
  const diff = [
    '| page | throttling | score (vs bare, median per round) | TBT ms (vs bare) | BenchmarkIndex | issue 50 (devtools: ≥ −0.05, ≤ +150 ms) |',
    '|---|---|--:|--:|--:|---|',
    // First the bare page's own medians, one row per method: what every difference below is taken from.
    ...rows
      .filter((row) => !row.error && row.page.startsWith('(bare'))
      .map(
        (row) =>
          `| ${row.page} | ${row.method ?? 'simulate'} | ${row.performance} | ${row.tbtMs} | ${row.benchmarkIndex} | |`,
      ),
    ...rows
      .filter((row) => !row.error && !row.page.startsWith('(bare'))
      .map((row) => {
        const met = row.scoreVsBare >= -0.05 && row.tbtVsBareMs <= 150;
        return `| ${row.page} | ${row.method ?? 'simulate'} | ${row.performance} (${sign(row.scoreVsBare, 2)}) | ${row.tbtMs} (${sign(row.tbtVsBareMs)}) | ${row.benchmarkIndex} | ${row.method === 'devtools' ? (met ? 'met' : 'not met') : ''} |`;
      }),
  ];
  return [...tables, diff.join('\n')].join('\n\n');
}

function lighthouseMethodTable(rows) {
  const bare = rows.find((row) => row.page.startsWith('(bare') && !row.error);
  const lines = [
    `| page | perf | a11y | best pr. | SEO | FCP ms | FCP vs bare | LCP ms | LCP vs bare | TBT ms | CLS | targets | JS KB (uncompressed) | of it not run KB | audits below 1 |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|--:|--:|---|',
  ];
  for (const row of rows) {
    if (row.error) {
      lines.push(`| ${row.page} | error: ${row.error} | | | | | | | | | | | | | |`);
      continue;
    }
    const met = row.performance >= 0.97 && row.tbtMs <= 100;
    const vsBare = (key) => (bare ? `${ratio(row[key], bare[key])}×` : '–');
    lines.push(
      `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.fcpMs} | ${vsBare('fcpMs')} | ${row.lcpMs} | ${vsBare('lcpMs')} | ${row.tbtMs} | ${row.cls} | ${met ? 'met' : 'not met'} | ${row.scriptKb ?? '–'} | ${row.unusedScriptKb ?? '–'} | ${row.failing.join(', ')} |`,
    );
  }
  const runs = rows[0]?.runs;
  if (runs > 1) lines.push(`\n(each number: its median over ${runs} runs)`);
  const first = rows.find((row) => !row.error);
  if (first)
    lines.push(`(this host's Lighthouse BenchmarkIndex: ${first.benchmarkIndex}; Lighthouse assumes about 1,500)`);
  // What a page loads and does not run, script by script (from the first run of each page).
  lines.push('', '| page | scripts with code not run during the load: chunk (KB, of it not run KB) |', '|---|---|');
  for (const row of rows.filter((r) => r.unusedScripts?.length)) {
    lines.push(`| ${row.page} | ${row.unusedScripts.map((s) => `${s.script} (${s.kb}, ${s.unusedKb})`).join('; ')} |`);
  }
  return lines.join('\n');
}

/** Identity uploads at the same moment: seconds per submission and the server's memory above idle. */
export function kycUploadTable(row) {
  return [
    '| identity uploads | photo MB | median s / submission | slowest s | all done s | RSS idle MB | peak above idle MB | errors |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    `| ${row.learners} learners × 3 photos at once | ${row.photoMb} | ${row.medianSeconds} | ${row.maxSeconds} | ${row.wallSeconds} | ${row.idleRssMb} | ${row.peakAboveIdleMb} | ${row.errors.length} |`,
    ...row.errors.slice(0, 5).map((error) => `\n- ${error}`),
  ].join('\n');
}
