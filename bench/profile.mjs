// npm run bench:profile -- [route] [seconds] – where the server's time goes under load: serves the bench build
// (.next-bench, built by npm run bench; built here if missing) with `node --cpu-prof`, signs a learner in for
// signed-in routes, loads the route with 32 connections, stops the server (the profile is written on exit) and
// prints its CPU time by package and source file (through the build's source maps) and per request.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { summarizeProfile } from './lib/cpu-profile.mjs';
import { startMailbox } from './lib/mailbox.mjs';
import { buildNext, startNext, stop } from './lib/processes.mjs';
import { signIn } from './lib/session.mjs';

const route = process.argv[2] ?? '/user-dashboard';
const seconds = Number(process.argv[3] ?? 15);
const port = Number(process.env.BENCH_PORT ?? 33070);
const base = `http://127.0.0.1:${port}`;
const scratch = mkdtempSync(join(tmpdir(), 'bench-profile-'));
const profileDir = resolve(process.env.BENCH_PROFILE_DIR ?? join(scratch, 'profiles'));
const mailbox = await startMailbox(port + 4);
const env = { NEXT_DIST_DIR: '.next-bench', PGLITE_DATA_DIR: join(scratch, 'pglite'), SITE_URL: base, LOG_LEVEL: 'warn', SMTP_URL: mailbox.url };

if (!existsSync('.next-bench/BUILD_ID')) buildNext({ env });
const server = await startNext({ port, env, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=250'] });
let result;
let window;
const nowUs = () => Number(process.hrtime.bigint() / 1000n);
try {
  let headers = {};
  if (route.startsWith('/user-dashboard')) {
    const session = await signIn((path) => `${base}${path}`, mailbox);
    if (!session.cookie) throw new Error(`could not sign in: ${session.reason}`);
    headers = { cookie: session.cookie };
  }
  await autocannon({ url: `${base}${route}`, connections: 32, duration: 3, headers });
  // Only the measured run counts: V8's profile clock and process.hrtime are both the monotonic clock.
  const start = nowUs();
  result = await autocannon({ url: `${base}${route}`, connections: 32, duration: seconds, headers });
  window = [start, nowUs()];
} finally {
  await stop(server);
  await mailbox.close();
}
const profiles = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
const requests = result.requests.total;
console.log(`${route}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${requests} requests in the profiled run`);
for (const name of profiles) console.log(summarizeProfile(join(profileDir, name), { requests, window }));
if (!process.env.BENCH_PROFILE_DIR) rmSync(scratch, { recursive: true, force: true });
