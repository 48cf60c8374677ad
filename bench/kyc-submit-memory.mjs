// node bench/kyc-submit-memory.mjs [app folder] – what the no-JavaScript identity form (POST /kyc/submit) costs in
// memory under the attack of issue 23: 12 concurrent posts of 40 MB (four 10 MB "photos" of random bytes and the
// text fields), first without a session, then with one learner's valid session. Serves the app folder's build
// (BENCH_DIST_DIR, default .next-bench; BENCH_SKIP_BUILD=1 uses it as it is) with deploy/systemd's memory settings and
// prints the server's RSS before each burst, its peak during it, and 10 s after it, with the answers' statuses.
// The posts carry this site's Origin as a browser's do; BENCH_KYC_ORIGIN=0 leaves it out (a build from before the
// Origin was compared with SITE_URL refused the bench's 127.0.0.1 Origin, its own URL saying localhost).
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildNext, startNext, stop } from './lib/processes.mjs';
import { benchServerEnv, postBurst, serverLine } from './lib/post-bursts.mjs';
import { startMailbox } from './lib/mailbox.mjs';
import { signUp } from './lib/session.mjs';

const dir = process.argv[2] ?? '.';
const distDir = process.env.BENCH_DIST_DIR ?? '.next-bench';
const port = Number(process.env.BENCH_PORT ?? 33060) + 20;
const base = `http://127.0.0.1:${port}`;
const CONCURRENT = 12;
const originHeader = process.env.BENCH_KYC_ORIGIN === '0' ? {} : { origin: base };
const PHOTO_BYTES = 10 * 1024 * 1024 - 4096;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-kyc-submit-'));
const mailbox = await startMailbox(port + 4);
const env = benchServerEnv({ distDir, dataDir, base, extra: { SMTP_URL: mailbox.url } });
if (process.env.BENCH_SKIP_BUILD !== '1' && !existsSync(join(dir, distDir, 'BUILD_ID'))) buildNext({ dir, env });

/** The identity form as a browser without JavaScript sends it: the text fields, then four files. */
function formBody() {
  const boundary = `----bench${randomUUID()}`;
  const field = (name, value) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = [
    field('idempotencyKey', randomUUID()),
    field('document_type', 'cnic'),
    field('document_number', '35202-1234567-1'),
    field('legal_name', 'Bench Learner'),
    field('date_of_birth', '1999-04-12'),
  ].join('');
  const parts = [Buffer.from(head)];
  for (const kind of ['document_front', 'document_back', 'selfie', 'guardian_document']) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${kind}_file"; filename="${kind}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
    );
    parts.push(randomBytes(PHOTO_BYTES), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Where a refused or accepted post sends the browser, beside its status. */
function answerOf(response) {
  const location = response.headers.get('location') ?? '';
  return `${response.status}${location ? ` ${new URL(location).pathname}` : ''}`;
}

function burst(server, label, cookie) {
  const forms = Array.from({ length: CONCURRENT }, formBody);
  const headers = { ...originHeader, ...(cookie ? { cookie } : {}) };
  return postBurst(server, { label, url: `${base}/kyc/submit`, forms, headers, answerOf });
}

const server = await startNext({ dir, port, env });
try {
  const learner = await signUp((path) => `${base}${path}`, mailbox, 'kyc-submit');
  if (!learner.cookie) throw new Error(`could not sign up: ${learner.reason}`);
  console.log(serverLine({ dir, distDir, env, server }));
  await burst(server, 'without a session', undefined);
  await burst(server, 'with a valid session', learner.cookie);
} finally {
  await stop(server);
  await mailbox.close?.();
  rmSync(dataDir, { recursive: true, force: true });
}
