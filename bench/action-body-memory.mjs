// node bench/action-body-memory.mjs [app folder] – what a server action's body costs in memory under the attack of
// issue 45 (item 8): 12 concurrent posts of 11 MB from a visitor who is not signed in, first as the support form's
// server action (`Next-Action` with its real id, read from the page; multipart), then to a signed-in page the proxy
// runs for (/user-dashboard), whose body Next buffers for the proxy. Serves the app folder's build (BENCH_DIST_DIR,
// default .next-bench; BENCH_SKIP_BUILD=1 uses it as it is) with deploy/systemd's memory settings and prints the
// server's RSS before each burst, its peak during it, and 10 s after it, with the answers' statuses.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildNext, startNext, stop } from './lib/processes.mjs';
import { benchServerEnv, postBurst, serverLine } from './lib/post-bursts.mjs';

const dir = process.argv[2] ?? '.';
const distDir = process.env.BENCH_DIST_DIR ?? '.next-bench';
const port = Number(process.env.BENCH_PORT ?? 33060) + 30;
const base = `http://127.0.0.1:${port}`;
const CONCURRENT = 12;
const BODY_BYTES = 11 * 1024 * 1024;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-action-body-'));
const env = benchServerEnv({ distDir, dataDir, base, extra: { TRUSTED_CLIENT_IP_HEADER: 'none' } });
if (process.env.BENCH_SKIP_BUILD !== '1' && !existsSync(join(dir, distDir, 'BUILD_ID'))) buildNext({ dir, env });

/** A multipart body of 11 MB: one field, then one "file" of random bytes (a receipt screenshot's size). */
function formBody() {
  const boundary = `----bench${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="1_receipt"; filename="receipt.png"\r\nContent-Type: image/png\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const body = Buffer.concat([
    Buffer.from(head),
    randomBytes(BODY_BYTES - head.length - tail.length),
    Buffer.from(tail),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const bodies = () => Array.from({ length: CONCURRENT }, formBody);

/** The support form's action id, from the hidden fields React renders for a form that works without JavaScript. */
async function supportActionId() {
  const html = await (await fetch(`${base}/support`)).text();
  const id = /\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1];
  if (!id) throw new Error('no server action id on /support: the form no longer renders its fallback fields');
  return id;
}

const server = await startNext({ dir, port, env });
try {
  console.log(serverLine({ dir, distDir, env, server }));
  // A real action id, as a visitor reads it from the support form's no-JavaScript fallback: Next answers a made-up
  // id without reading the body, so only a real one measures what the body costs.
  const actionId = await supportActionId();
  const burst = (label, path, headers) =>
    postBurst(server, { label, url: `${base}${path}`, forms: bodies(), headers: { origin: base, ...headers } });
  await burst('server action on /support (not signed in)', '/support', { 'next-action': actionId });
  await burst('post to /user-dashboard (proxy, not signed in)', '/user-dashboard', {});
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
