// The identity-upload row: `learners` signed-in learners each send three ~5 MB photos (two at once, then the third) through
// the browser's route (POST /kyc/photos/{kind}, streamed on to the platform), then submit. Seconds per submission
// (first byte sent to submission stored) and the server's peak memory above what it used before the burst.
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { peakRssMb, resetPeak, rssMb } from './processes.mjs';
import { signUp } from './session.mjs';

const KINDS = ['document_front', 'document_back', 'selfie'];

/** A camera-sized JPEG of random pixels: about 5 MB that JPEG cannot shrink. */
async function fiveMegabytePhoto() {
  const width = 2600;
  const height = 1950;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function submitOne(portalUrl, learner, photo) {
  const started = performance.now();
  const ids = {};
  const failures = [];
  // A browser sends Origin with every POST (the route checks it); the platform takes two of a learner's photos at once.
  const origin = new URL(portalUrl('/')).origin;
  for (const kinds of [KINDS.slice(0, 2), KINDS.slice(2)]) {
    await Promise.all(
      kinds.map(async (kind) => {
        const response = await fetch(portalUrl(`/kyc/photos/${kind}`), {
          method: 'POST',
          headers: { cookie: learner.cookie, origin, 'content-type': 'image/jpeg' },
          body: photo,
        });
        if (response.status === 201) ids[kind] = (await response.json()).id;
        else failures.push(`${kind}: ${response.status} ${(await response.text()).slice(0, 120)}`);
      }),
    );
  }
  if (failures.length) return { seconds: (performance.now() - started) / 1000, error: failures.join('; ') };
  const submitted = await fetch(portalUrl('/api/v1/kyc/submissions'), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${learner.accessToken}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      document_type: 'cnic',
      document_number: '35202-1234567-1',
      legal_name: 'Bench Learner',
      date_of_birth: '1999-04-12',
      ...ids,
    }),
  });
  const seconds = (performance.now() - started) / 1000;
  return submitted.status === 201 ? { seconds } : { seconds, error: `submission: ${submitted.status}` };
}

export async function kycUploadBurst({
  portalUrl,
  mailbox,
  pid,
  learners = Number(process.env.BENCH_KYC_LEARNERS ?? 10),
}) {
  const photo = await fiveMegabytePhoto();
  const people = [];
  for (let i = 0; i < learners; i++) {
    const learner = await signUp(portalUrl, mailbox, 'kyc-bench');
    if (!learner.cookie) throw new Error(`kyc row: ${learner.reason}`);
    people.push(learner);
  }
  // Idle: after a pause, with the learners made, before any photo is sent.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const idleMb = rssMb(pid);
  resetPeak(pid);
  const started = performance.now();
  const results = await Promise.all(people.map((learner) => submitOne(portalUrl, learner, photo)));
  const wallSeconds = (performance.now() - started) / 1000;
  const peakMb = peakRssMb(pid);
  const seconds = results.map((r) => r.seconds).sort((a, b) => a - b);
  const errors = results.filter((r) => r.error).map((r) => r.error);
  return {
    learners,
    photoMb: Math.round((photo.length / 1_048_576) * 10) / 10,
    medianSeconds: Math.round((seconds[Math.floor(seconds.length / 2)] ?? 0) * 10) / 10,
    maxSeconds: Math.round((seconds.at(-1) ?? 0) * 10) / 10,
    wallSeconds: Math.round(wallSeconds * 10) / 10,
    idleRssMb: Math.round(idleMb),
    peakAboveIdleMb: Math.round(peakMb - idleMb),
    errors,
  };
}
