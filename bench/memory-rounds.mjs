// npm run bench:memory -- [route] [rounds] – is memory bounded under repeated load? Serves the bench build
// (.next-bench, built by npm run bench; built here if missing) and loads one route in rounds of 8 s with
// 32 connections (BENCH_CONNECTIONS), printing the server's RSS 5 s after each round. A leak climbs round after round; a
// high-water mark levels off and falls back after collections.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { buildNext, peakRssMb, resetPeak, rssMb, startNext, stop } from './lib/processes.mjs';
import { startMailbox } from './lib/mailbox.mjs';
import { signIn } from './lib/session.mjs';

const route = process.argv[2] ?? '/user-dashboard';
const rounds = Number(process.argv[3] ?? 8);
const port = Number(process.env.BENCH_PORT ?? 33060);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
// Sign-up confirms the address by mail: a local SMTP server reads the code.
const mailbox = await startMailbox(port + 4);
const env = { NEXT_DIST_DIR: '.next-bench', PGLITE_DATA_DIR: join(dataDir, 'pglite'), SITE_URL: base, LOG_LEVEL: 'warn', SMTP_URL: mailbox.url };

if (!existsSync('.next-bench/BUILD_ID')) buildNext({ env });
const server = await startNext({ port, env });
try {
  // Signed-in routes get the cookies a browser would send; the platform's /auth/me gets the bearer token.
  let headers = {};
  if (route === '/user-dashboard' || route === '/api/v1/auth/me') {
    const session = await signIn((path) => `${base}${path}`, mailbox);
    if (!session.cookie) throw new Error(`could not sign in: ${session.reason}`);
    const token = decodeURIComponent(/access_token=([^;]+)/.exec(session.cookie)?.[1] ?? '');
    headers = route === '/api/v1/auth/me' ? { authorization: `Bearer ${token}` } : { cookie: session.cookie };
  }
  const idle = rssMb(server.pid);
  console.log(`${route}: RSS before load ${Math.round(idle)} MB`);
  const afters = [];
  for (let round = 1; round <= rounds; round += 1) {
    const before = rssMb(server.pid);
    resetPeak(server.pid);
    const result = await autocannon({ url: `${base}${route}`, connections: Number(process.env.BENCH_CONNECTIONS ?? 32), duration: 8, headers });
    const peak = peakRssMb(server.pid);
    await sleep(5_000);
    const after = rssMb(server.pid);
    afters.push(after);
    const change = (100 * (after - before)) / before;
    console.log(
      `round ${round}: ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}, RSS before ${Math.round(before)} MB, peak ${Math.round(peak)} MB, 5 s after ${Math.round(after)} MB (${change >= 0 ? '+' : ''}${change.toFixed(1)}% over the round${Math.abs(change) <= 10 ? ', within 10%' : ''})`,
    );
  }
  const [first] = afters;
  const last = afters.at(-1);
  console.log(`after round 1 ${Math.round(first)} MB, after round ${rounds} ${Math.round(last)} MB: ${(((last - first) / first) * 100).toFixed(1)}% in ${rounds - 1} more rounds (${Math.round(idle)} MB idle)`);
} finally {
  await stop(server);
  await mailbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}
