// The terminal tables: each portal route beside the bare Next.js page and nginx serving its HTML.

const pad = (value, width) => String(value ?? '–').padStart(width);
const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : '–');

export function loadTable(rows, bare) {
  const lines = [
    '| route | req/s | p50 ms | p99 ms | peak RSS MB | errors | bare Next req/s | nginx req/s | vs bare | vs nginx |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const row of rows) {
    const { portal, nginx } = row;
    lines.push(
      `| ${row.route} | ${pad(portal.reqPerSec, 6)} | ${pad(portal.p50, 4)} | ${pad(portal.p99, 4)} | ${pad(portal.peakRssMb, 4)} | ${portal.errors} | ${pad(bare.reqPerSec, 6)} | ${pad(nginx?.reqPerSec, 6)} | ${ratio(portal.reqPerSec, bare.reqPerSec)} | ${ratio(portal.reqPerSec, nginx?.reqPerSec)} |`,
    );
  }
  lines.push(`| (bare Next page) | ${pad(bare.reqPerSec, 6)} | ${pad(bare.p50, 4)} | ${pad(bare.p99, 4)} | ${pad(bare.peakRssMb, 4)} | ${bare.errors} | | | | |`);
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
  const lines = ['| route | requests | aborted | RSS before MB | peak MB | 10 s after MB |', '|---|--:|--:|--:|--:|--:|'];
  for (const row of rows) {
    lines.push(`| ${row.route} | ${row.requests} | ${row.aborted} | ${row.rssBeforeMb} | ${row.rssPeakMb} | ${row.rssAfterMb} |`);
  }
  return lines.join('\n');
}

export function lighthouseTable(rows) {
  const lines = ['| page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | audits below 1 |', '|---|--:|--:|--:|--:|--:|--:|--:|---|'];
  for (const row of rows) {
    if (row.error) {
      lines.push(`| ${row.page} | error: ${row.error} | | | | | | | |`);
      continue;
    }
    lines.push(
      `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.failing.join(', ')} |`,
    );
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
