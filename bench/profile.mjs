// npm run bench:profile -- [route] [seconds] – where the server's time goes under load: serves the bench build
// (.next-bench, built by npm run bench; built here if missing) with `node --cpu-prof`, signs a learner in for
// signed-in routes, loads the route with 32 connections, stops the server (the profile is written on exit) and
// prints its CPU time by package and source file (through the build's source maps) and per request, and the
// database statements per request (counted in the server by lib/count-statements.mjs).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { summarizeProfile } from './lib/cpu-profile.mjs';
import { startMailbox } from './lib/mailbox.mjs';
import { buildNext, startNext, stop } from './lib/processes.mjs';
import { enrolledLearner } from './lib/checkout.mjs';
import { signIn } from './lib/session.mjs';

const route = process.argv[2] ?? '/user-dashboard';
const seconds = Number(process.argv[3] ?? 15);
const port = Number(process.env.BENCH_PORT ?? 33070);
const base = `http://127.0.0.1:${port}`;
const scratch = mkdtempSync(join(tmpdir(), 'bench-profile-'));
const profileDir = resolve(process.env.BENCH_PROFILE_DIR ?? join(scratch, 'profiles'));
const mailbox = await startMailbox(port + 4);
const statementsFile = join(scratch, 'statements');
const env = {
  NEXT_DIST_DIR: '.next-bench',
  PGLITE_DATA_DIR: join(scratch, 'pglite'),
  SITE_URL: base,
  TRUSTED_CLIENT_IP_HEADER: 'none',
  MAIL_FROM: 'Learner Portal <no-reply@learner-portal.example>',
  LOG_LEVEL: 'warn',
  SMTP_URL: mailbox.url,
  BENCH_STATEMENTS_FILE: statementsFile,
};

if (!existsSync('.next-bench/BUILD_ID')) buildNext({ env });
const counter = `--import=${new URL('./lib/count-statements.mjs', import.meta.url).href}`;
const server = await startNext({
  port,
  env,
  nodeArgs: [counter, '--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=250'],
});
let result;
let window;
let statements;
let statementsAlone;
const nowUs = () => Number(process.hrtime.bigint() / 1000n);
/** The server's statement counts so far, in all and by statement (it writes them on SIGUSR2). */
async function statementCounts() {
  rmSync(statementsFile, { force: true });
  server.kill('SIGUSR2');
  for (let waited = 0; !existsSync(statementsFile) && waited < 30_000; waited += 50) await sleep(50);
  return JSON.parse(readFileSync(statementsFile, 'utf8'));
}
try {
  let headers = {};
  if (route.startsWith('/user-dashboard')) {
    // BENCH_LEARNER=enrolled: the filled dashboard (identity submitted, one programme paid) instead of a new learner's.
    const portalUrl = (path) => `${base}${path}`;
    const session =
      process.env.BENCH_LEARNER === 'enrolled'
        ? await enrolledLearner(portalUrl, mailbox)
        : await signIn(portalUrl, mailbox);
    if (!session.cookie) throw new Error(`could not sign in: ${session.reason}`);
    headers = { cookie: session.cookie };
  }
  await autocannon({ url: `${base}${route}`, connections: 32, duration: 3, headers });
  // Exact statements per request: a few requests one at a time, once the server has finished the warm-up's requests
  // (under load, timed-out requests blur the count).
  let alone = await statementCounts();
  for (let settled = false, tries = 0; !settled && tries < 30; tries++) {
    await sleep(1_000);
    const next = await statementCounts();
    settled = next.total === alone.total;
    alone = next;
  }
  for (let i = 0; i < 5; i++) await (await fetch(`${base}${route}`, { headers })).arrayBuffer();
  // The platform's own health pings (select 1) run on a timer, not for the request.
  const ownStatements = (counts) => counts.total - (counts.byStatement['select 1'] ?? 0);
  statementsAlone = (ownStatements(await statementCounts()) - ownStatements(alone)) / 5;
  // Only the measured run counts: V8's profile clock and process.hrtime are both the monotonic clock.
  const before = await statementCounts();
  const start = nowUs();
  result = await autocannon({ url: `${base}${route}`, connections: 32, duration: seconds, headers });
  window = [start, nowUs()];
  const after = await statementCounts();
  statements = {
    loop: after.loop,
    total: after.total - before.total,
    byStatement: Object.entries(after.byStatement)
      .map(([text, n]) => [text, n - (before.byStatement[text] ?? 0)])
      .filter(([, n]) => n > 0),
  };
} finally {
  await stop(server);
  await mailbox.close();
}
const profiles = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
const requests = result.requests.total;
console.log(
  `${route}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${requests} requests in the profiled run`,
);
console.log(
  `database statements: ${statementsAlone} per request alone (health pings left out); ${statements.total} in the profiled run, ${(statements.total / result.requests.sent).toFixed(2)} per request sent`,
);
for (const [text, n] of statements.byStatement.sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`  ${(n / result.requests.sent).toFixed(2)}/req  ${text}`);
const { loop } = statements;
console.log(
  `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; event loop delay p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms; GC pauses ${loop.gcCount}, ${loop.gcMs} ms in all, longest ${loop.gcMaxMs} ms`,
);
for (const name of profiles) console.log(summarizeProfile(join(profileDir, name), { requests, window }));
if (!process.env.BENCH_PROFILE_DIR) rmSync(scratch, { recursive: true, force: true });
