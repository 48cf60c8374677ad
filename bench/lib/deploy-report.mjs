// The deploy topology's tables (bench/lib/deploy-bench.mjs): each row beside what it is compared with, the ratio
// and issue 29's target for it.

const ratio = (a, b) => (a !== undefined && b ? a / b : undefined);
const fixed = (value) => (value === undefined ? '–' : value.toFixed(2));
const verdict = (value, target) =>
  value === undefined ? '–' : `≥ ${target.toFixed(1)}×: ${value >= target ? 'met' : 'not met'}`;

/**
 * Public pages through nginx (deploy configuration) against nginx serving the same HTML as files: target 0.9×. Beside
 * it, the files sent with the page's own headers too, the same answer to the byte (rows from before it have none).
 */
function publicTable(rows) {
  return [
    '| public page | deploy req/s | p50 ms | p99 ms | CPU ms/req | errors | as files req/s | p99 ms | vs files | target | files with its headers req/s | vs those |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|--:|--:|',
    ...rows.map(({ route, portal, files, filesWithHeaders }) => {
      const r = ratio(portal.reqPerSec, files.reqPerSec);
      return `| ${route} | ${portal.reqPerSec} | ${portal.p50} | ${portal.p99} | ${portal.cpuMsPerRequest ?? '–'} | ${portal.errors} | ${files.reqPerSec} | ${files.p99} | ${fixed(r)} | ${verdict(r, 0.9)} | ${filesWithHeaders?.reqPerSec ?? '–'} | ${fixed(ratio(portal.reqPerSec, filesWithHeaders?.reqPerSec))} |`;
    }),
  ].join('\n');
}

/**
 * Signed-in pages, this build against the baseline build, both through nginx: target 1.0×. Beside them, this build
 * from one instance with no nginx in front, so a proxy setting that holds signed-in pages up shows as a low ratio.
 */
function signedInTable(rows, commit) {
  return [
    `| through nginx | req/s | p50 ms | p99 ms | CPU ms/req | errors | baseline ${commit.slice(0, 7)} req/s | p99 ms | CPU ms/req | vs baseline | by CPU | target | one instance req/s | p99 ms | nginx vs instance |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|--:|--:|--:|',
    ...rows.map(({ route, portal, baseline, instance }) => {
      const r = ratio(portal.reqPerSec, baseline.reqPerSec);
      return `| ${route} | ${portal.reqPerSec} | ${portal.p50} | ${portal.p99} | ${portal.cpuMsPerRequest ?? '–'} | ${portal.errors} | ${baseline.reqPerSec} | ${baseline.p99} | ${baseline.cpuMsPerRequest ?? '–'} | ${fixed(r)} | ${fixed(ratio(baseline.cpuMsPerRequest, portal.cpuMsPerRequest))} | ${verdict(r, 1)} | ${instance?.reqPerSec ?? '–'} | ${instance?.p99 ?? '–'} | ${fixed(ratio(portal.reqPerSec, instance?.reqPerSec))} |`;
    }),
  ].join('\n');
}

/** Learners checking out at once through nginx, on each build, and whether every order was paid exactly once. */
function checkoutTable(checkout, commit) {
  const row = (name, c) =>
    c.error
      ? `| ${name} | error: ${c.error} | | | | | | | | | |`
      : `| ${name} | ${c.learners} | ${c.completed} | ${c.ordersPerSec} | ${c.p50} | ${c.p99} | ${c.check.unpaidOrders} | ${c.check.ordersPaidTwice} | ${c.check.refundsFlagged} | ${c.check.missingEnrolments} | ${c.check.doubledEnrolments} |`;
  const r = ratio(checkout.portal.ordersPerSec, checkout.baseline.ordersPerSec);
  const failures = [checkout.portal, checkout.baseline].flatMap((c) => c.failures ?? []);
  return [
    '| checkout through nginx | learners | completed | orders/s | p50 ms | p99 ms | unpaid | paid twice | refunds flagged | enrolments missing | doubled |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    row('this build', checkout.portal),
    row(`baseline ${commit.slice(0, 7)}`, checkout.baseline),
    '',
    `orders/s against the baseline: ${fixed(r)} (${verdict(r, 1)})`,
    ...(failures.length ? ['', `failures: ${[...new Set(failures)].join('; ')}`] : []),
    ...[checkout.portal, checkout.baseline].flatMap((c, index) =>
      c.serverWarnings?.length
        ? ['', `${index ? 'baseline' : 'this build'} logged: ${c.serverWarnings.slice(0, 8).join('; ')}`]
        : [],
    ),
  ].join('\n');
}

/** The instances' RSS (both together) before each pass and after it has settled. */
function memoryTable(rows) {
  return [
    '| build | pass | RSS before MB | RSS after MB | after − before |',
    '|---|---|--:|--:|--:|',
    ...rows.map(
      (m) => `| ${m.build} | ${m.pass} | ${m.rssBeforeMb} | ${m.rssAfterMb} | ${m.rssAfterMb - m.rssBeforeMb} |`,
    ),
  ].join('\n');
}

export function deployTables(result) {
  return [
    publicTable(result.publicPages),
    signedInTable(result.signedIn, result.baseline),
    checkoutTable(result.checkout, result.baseline),
    memoryTable(result.memory),
  ].join('\n\n');
}
