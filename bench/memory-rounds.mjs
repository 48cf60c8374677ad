// npm run bench:memory -- [route] [rounds] – is memory bounded under repeated load? Serves the bench build
// (.next-bench, built by npm run bench; built here if missing) and loads one route in rounds of 8 s with
// 32 connections (BENCH_CONNECTIONS), printing the server's RSS 5 s after each round and where it sits: V8's heap,
// array buffers, other external memory, PGlite's WebAssembly heap and the rest (the server's SIGUSR2 report,
// MEMORY_DIAGNOSTICS). BENCH_MEMORY_GC=1 runs the server with --expose-gc and adds the level after a full collection;
// BENCH_MEMORY_IDLE=20 adds a reading 20 s after the round (V8 shrinks an idle heap on its own after some seconds);
// BENCH_MEMORY_ABORTS=1 loads with 16 clients of which one request in ten is aborted 1–20 ms after it is sent;
// The server runs with the memory settings deploy/systemd gives every instance (MALLOC_ARENA_MAX, NODE_OPTIONS; the
// caller's own values win), as deployed; BENCH_MEMORY_UNIT=0 runs it without them, to compare.
// BENCH_MEMORY_REQUESTS=400 makes each round 400 requests instead of 8 s (the same work per round on a busy machine);
// BENCH_MEMORY_WARMUP=200 sends 200 requests one at a time before the first reading (is round 1's growth warm-up?).
// Round 1 also warms the server up (route modules loaded on first use, compiled code, caches, the database's pages),
// so the summary compares rounds 2 on with round 1's level as well as each round with the level before it.
// A leak climbs round after round; a high-water mark levels off and falls back after collections.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { unitEnvironment } from '../deploy/systemd/unit-environment.mjs';
import { loadWithAborts } from './lib/load.mjs';
import { buildNext, cpuMs, peakRssMb, resetPeak, rssMb, startNext, stop } from './lib/processes.mjs';
import { startMailbox } from './lib/mailbox.mjs';
import { describeShares, memoryReports } from './lib/memory-report.mjs';
import { signIn } from './lib/session.mjs';

const route = process.argv[2] ?? '/user-dashboard';
const rounds = Number(process.argv[3] ?? 8);
const port = Number(process.env.BENCH_PORT ?? 33060);
const withGc = process.env.BENCH_MEMORY_GC === '1';
const idleSeconds = Number(process.env.BENCH_MEMORY_IDLE ?? 0);
const withAborts = process.env.BENCH_MEMORY_ABORTS === '1';
const warmUp = Number(process.env.BENCH_MEMORY_WARMUP ?? 0);
const perRound = process.env.BENCH_MEMORY_REQUESTS
  ? { amount: Number(process.env.BENCH_MEMORY_REQUESTS) }
  : { duration: 8 };
const base = `http://127.0.0.1:${port}`;
// The unit's memory settings, unless the caller gives their own (as the env file overrides them under systemd).
const unitSettings = {};
if (process.env.BENCH_MEMORY_UNIT !== '0') {
  const unit = unitEnvironment();
  for (const name of ['MALLOC_ARENA_MAX', 'NODE_OPTIONS']) {
    if (unit[name] !== undefined && process.env[name] === undefined) unitSettings[name] = unit[name];
  }
}
const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
// Sign-up confirms the address by mail: a local SMTP server reads the code.
const mailbox = await startMailbox(port + 4);
const env = {
  NEXT_DIST_DIR: '.next-bench',
  PGLITE_DATA_DIR: join(dataDir, 'pglite'),
  SITE_URL: base,
  TRUSTED_CLIENT_IP_HEADER: 'none',
  MAIL_FROM: 'Learner Portal <no-reply@learner-portal.example>',
  LOG_LEVEL: 'warn',
  SMTP_URL: mailbox.url,
};

if (!existsSync('.next-bench/BUILD_ID')) buildNext({ env });
const settings = Object.entries({
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX,
  NODE_OPTIONS: process.env.NODE_OPTIONS,
  ...unitSettings,
}).filter(([, value]) => value);
console.log(
  `server settings: ${settings.map(([name, value]) => `${name}=${value}`).join(' ') || 'Node and glibc defaults'}`,
);
const server = await startNext({
  port,
  env: { ...env, ...unitSettings, MEMORY_DIAGNOSTICS: 'true' },
  nodeArgs: withGc ? ['--expose-gc'] : [],
  stdout: 'pipe',
});
const askMemory = memoryReports(server);
const percent = (now, then) => {
  const change = (100 * (now - then)) / then;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)}%${Math.abs(change) <= 10 ? ', within 10%' : ''}`;
};
try {
  // Signed-in routes get the cookies a browser would send; the platform's /auth/me gets the bearer token.
  let headers = {};
  if (route === '/user-dashboard' || route === '/api/v1/auth/me') {
    const session = await signIn((path) => `${base}${path}`, mailbox);
    if (!session.cookie) throw new Error(`could not sign in: ${session.reason}`);
    const token = decodeURIComponent(/access_token=([^;]+)/.exec(session.cookie)?.[1] ?? '');
    headers = route === '/api/v1/auth/me' ? { authorization: `Bearer ${token}` } : { cookie: session.cookie };
  }
  for (let request = 0; request < warmUp; request += 1)
    await fetch(`${base}${route}`, { headers }).then((response) => response.arrayBuffer());
  if (warmUp) console.log(`${route}: warmed up with ${warmUp} requests one at a time`);
  const idleReport = await askMemory();
  // With --expose-gc the report collected: the level each round starts from is the collected one.
  const idle = withGc ? (idleReport?.afterGc?.rssMb ?? rssMb(server.pid)) : rssMb(server.pid);
  console.log(
    `${route}: RSS before load ${Math.round(idle)} MB; ${describeShares(idleReport?.afterGc ?? idleReport?.memory)}`,
  );
  const afters = [];
  let before = idle;
  for (let round = 1; round <= rounds; round += 1) {
    if (!withGc) before = rssMb(server.pid);
    resetPeak(server.pid);
    // CPU ms per request shows what a setting costs (GC work included); req/s swings with the machine's load.
    const cpuBefore = cpuMs(server.pid);
    const perRequest = (requests) =>
      `${((cpuMs(server.pid) - cpuBefore) / Math.max(1, requests)).toFixed(1)} CPU ms/request`;
    const load = withAborts
      ? await loadWithAborts({ url: `${base}${route}`, headers, seconds: 8 }).then(
          ({ sent, aborted }) => `${Math.round(sent / 8)} req/s, ${perRequest(sent)}, ${aborted} aborted`,
        )
      : await autocannon({
          url: `${base}${route}`,
          connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
          ...perRound,
          headers,
        }).then(
          (result) =>
            `${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, ${perRequest(result.requests.total)}, non-2xx ${result.non2xx}, errors ${result.errors} (timeouts ${result.timeouts})`,
        );
    const peak = peakRssMb(server.pid);
    await sleep(5_000);
    const after = rssMb(server.pid);
    const report = await askMemory();
    console.log(
      `round ${round}: ${load}, RSS before ${Math.round(before)} MB, peak ${Math.round(peak)} MB, 5 s after ${Math.round(after)} MB (${percent(after, before)} over the round)`,
    );
    console.log(`  5 s after: ${describeShares(report?.memory)}`);
    if (idleSeconds > 5) {
      await sleep((idleSeconds - 5) * 1000);
      const late = await askMemory();
      console.log(
        `  ${idleSeconds} s after: ${describeShares(late?.memory)} (${percent(late?.memory.rssMb ?? rssMb(server.pid), before)} over the round)`,
      );
    }
    if (withGc && report?.afterGc) {
      const collected = report.afterGc.rssMb;
      console.log(
        `  after a full GC: ${describeShares(report.afterGc)} (${percent(collected, before)} over the round)`,
      );
      afters.push(collected);
      before = collected;
    } else {
      afters.push(after);
    }
  }
  const [first] = afters;
  const last = afters.at(-1);
  const level = withGc ? 'after GC' : '5 s after';
  console.log(
    `${level}: round 1 ${Math.round(first)} MB, round ${rounds} ${Math.round(last)} MB: ${(((last - first) / first) * 100).toFixed(1)}% in ${rounds - 1} more rounds (${Math.round(idle)} MB idle)`,
  );
  const later = afters.slice(1).map((mb) => (100 * (mb - first)) / first);
  if (later.length) {
    const signed = (change) => `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`;
    console.log(
      `rounds 2–${rounds} against round 1's level: ${signed(Math.min(...later))} to ${signed(Math.max(...later))}`,
    );
  }
} finally {
  await stop(server);
  await mailbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}
