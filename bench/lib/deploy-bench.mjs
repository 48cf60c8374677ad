// The deploy topology, measured as ratios in one run (issue 29): this build and a baseline build of another commit,
// each as two instances on PostgreSQL behind nginx with the deploy configuration, beside nginx serving the public
// pages' HTML as files. Every row is followed at once by the row it is compared with, so a busy machine slows both.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { measure } from './load.mjs';
import { startNginx, writeStaticCopy } from './nginx.mjs';
import { checkoutRun, enrolledLearner } from './checkout.mjs';
import { startPostgres } from './postgres.mjs';
import { stop } from './processes.mjs';
import { signIn } from './session.mjs';
import { startTopology } from './topology.mjs';

/** Seconds of idle after a pass before its memory is read again: long enough for a collection to hand pages back. */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const bestOf = (runs) => runs.reduce((best, run) => (run.reqPerSec > best.reqPerSec ? run : best));

async function firstSlug(url) {
  const body = await (await fetch(url)).json();
  const slug = body.items?.[0]?.slug;
  if (!slug) throw new Error(`${url} listed nothing`);
  return slug;
}

/**
 * A new learner's session on `topology`. On this busy machine an idle instance's database health check can time out
 * while the other build is under load, and the page then answers 503 for a moment: asked again a few times.
 */
async function signedIn(topology, mailbox) {
  let reason;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const learner = await signIn(topology.url, mailbox);
    if (learner.cookie) return learner;
    reason = learner.reason;
    console.log(`   ${topology.name}: ${reason}; again in 3 s`);
    await sleep(3_000);
  }
  throw new Error(`${topology.name}: ${reason}`);
}

/** The warnings and errors the instances logged, counted by message and reason: what a pass's 503s were. */
function serverWarnings(lines) {
  const counts = new Map();
  for (const line of lines) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      entry = { msg: line.slice(0, 200) };
    }
    const key = [entry.msg, entry.reason ?? entry.err?.message].filter(Boolean).join(': ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([key, count]) => `${count}× ${key}`);
}

/**
 * @param {{ ports: Record<string, number>, scratch: string, nginxBinary: string, mailbox: object,
 *   build: { distDir: string }, baseline: { commit: string, dir: string, distDir: string } }} options
 */
export async function deployBench({ ports, scratch, nginxBinary, mailbox, build, baseline, cleanup }) {
  const postgres = startPostgres({ port: ports.postgres, databases: ['portal', 'baseline'] });
  cleanup.push(() => postgres.destroy());
  const start = (name, options) =>
    startTopology({
      name,
      nginxBinary,
      smtpUrl: `smtp://127.0.0.1:${ports.smtp}`,
      databaseUrl: postgres.url(name),
      prefix: join(scratch, `nginx-${name}`),
      ...options,
    });
  console.log('== starting the deploy topology: two instances each on PostgreSQL, behind nginx (deploy/nginx)');
  // One after the other: two empty databases migrated and seeded at once would double the start on two cores.
  const portal = await start('portal', {
    distDir: build.distDir,
    instancePorts: [ports.portalA, ports.portalB],
    nginxPort: ports.deploy,
  });
  cleanup.push(() => portal.stop());
  const base = await start('baseline', {
    cwd: baseline.dir,
    distDir: baseline.distDir,
    instancePorts: [ports.baselineA, ports.baselineB],
    nginxPort: ports.baselineNginx,
  });
  cleanup.push(() => base.stop());

  const memory = [];
  /** One measured pass on a topology, with its instances' RSS before and SETTLE_SECONDS after. */
  async function pass(topology, label, work) {
    const rssBeforeMb = Math.round(topology.rssMb());
    const logMark = topology.logMark();
    const result = await work();
    const warnings = serverWarnings(topology.logLinesSince(logMark));
    if (warnings.length) console.log(`   ${topology.name} logged: ${warnings.join('; ')}`);
    if (result && typeof result === 'object') result.serverWarnings = warnings;
    await sleep(SETTLE_SECONDS * 1000);
    memory.push({ build: topology.name, pass: label, rssBeforeMb, rssAfterMb: Math.round(topology.rssMb()) });
    return result;
  }
  const load = (topology, label, url, headers) =>
    pass(topology, label, () => measure({ url, headers, pid: topology.pids }));

  const publicPages = [
    '/',
    `/instructors/${await firstSlug(portal.url('/api/v1/instructors'))}`,
    `/${await firstSlug(portal.url('/api/v1/programmes'))}`,
    '/learning-path',
  ];
  // nginx serves each page's exact HTML, as the deploy topology sends it to the load generator (which asks for no
  // encoding): once with nginx's own few headers, and once with the page's own, so the answer is the same to the byte.
  // The portal's headers (its security policy, Next's Vary) are about 1 KB, which nginx pays for on every answer.
  const staticRoot = join(scratch, 'static');
  const pageHeaders = new Map();
  for (const route of publicPages) {
    const answer = await fetch(portal.url(route), { headers: { 'accept-encoding': 'identity' } });
    writeStaticCopy(staticRoot, route, Buffer.from(await answer.arrayBuffer()));
    pageHeaders.set(route, answer.headers);
  }
  const files = await startNginx({
    binary: nginxBinary,
    port: ports.nginx,
    root: staticRoot,
    prefix: join(scratch, 'nginx-static'),
  });
  cleanup.push(() => stop(files));
  const filesWithHeaders = await startNginx({
    binary: nginxBinary,
    port: ports.nginxWithHeaders,
    root: staticRoot,
    prefix: join(scratch, 'nginx-static-headers'),
    headers: pageHeaders,
  });
  cleanup.push(() => stop(filesWithHeaders));

  console.log('== public pages through the deploy topology, each then nginx serving the same HTML as files');
  const publicRows = [];
  for (const route of publicPages) {
    console.log(`   ${route}`);
    const runs = { portal: [], files: [], filesWithHeaders: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.portal.push(await load(portal, route, portal.url(route)));
      runs.files.push(await measure({ url: `http://127.0.0.1:${ports.nginx}${route}` }));
      runs.filesWithHeaders.push(await measure({ url: `http://127.0.0.1:${ports.nginxWithHeaders}${route}` }));
    }
    publicRows.push({
      route,
      portal: bestOf(runs.portal),
      files: bestOf(runs.files),
      filesWithHeaders: bestOf(runs.filesWithHeaders),
    });
  }

  console.log('== signed-in pages through nginx: this build, then the baseline build');
  const learners = {};
  for (const topology of [portal, base]) {
    const newcomer = await signedIn(topology, mailbox);
    const enrolled = await enrolledLearner(topology.url, mailbox);
    learners[topology.name] = { new: newcomer.cookie, enrolled: enrolled.cookie };
  }
  const signedInRows = [];
  for (const [kind, label] of [
    ['new', '/user-dashboard (new learner)'],
    ['enrolled', '/user-dashboard (enrolled)'],
  ]) {
    console.log(`   ${label}`);
    const runs = { portal: [], baseline: [], instance: [] };
    const cookie = learners.portal[kind];
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.portal.push(await load(portal, label, portal.url('/user-dashboard'), { cookie }));
      runs.baseline.push(await load(base, label, base.url('/user-dashboard'), { cookie: learners.baseline[kind] }));
      // The same page from one instance with no nginx in front: what nginx adds (or holds up) for signed-in pages.
      runs.instance.push(await load(portal, label, portal.instanceUrl('/user-dashboard'), { cookie }));
    }
    signedInRows.push({
      route: label,
      portal: bestOf(runs.portal),
      baseline: bestOf(runs.baseline),
      instance: bestOf(runs.instance),
    });
  }

  console.log('== checkout through nginx: learners paying at once, this build then the baseline build');
  const checkout = {};
  for (const topology of [portal, base]) {
    // A failed checkout row is reported as such; the rows measured before it are kept.
    checkout[topology.name] = await pass(topology, 'checkout', () =>
      // Half the learners pay semester 2 (checkoutRun's default). A baseline from before later semesters could be
      // paid (before 4e2a8c2) is compared on first semesters only: BENCH_FIRST_SEMESTERS_ONLY=1.
      checkoutRun({
        portalUrl: topology.url,
        prepareUrl: topology.instanceUrl,
        mailbox,
        laterSemesters: process.env.BENCH_FIRST_SEMESTERS_ONLY !== '1',
      }),
    ).catch((error) => ({ error: error.message }));
  }
  return { baseline: baseline.commit, publicPages: publicRows, signedIn: signedInRows, checkout, memory };
}
