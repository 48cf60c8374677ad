// The checkout row: N learners (100) check out at once through the test gateway, over real HTTP to the portal's
// /api/v1, each doing what the browser does (order, payment, the gateway's page, the way back). Half of them are
// enrolled already (semester 1 paid before the measurement) and pay semester 2, as the dashboard's "Pay for
// semester N" does. Then a check that every order was paid exactly once and no enrolment is missing or doubled.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { signUp } from './session.mjs';

const PROGRAMME = 'full-stack-web-development';
const json = { 'content-type': 'application/json', accept: 'application/json' };

async function call(url, init = {}) {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const text = await response.text();
  return {
    status: response.status,
    location: response.headers.get('location'),
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

/** A photo that passes the identity checks: shapes and lines, like a document. */
async function documentPhoto() {
  const shapes = Array.from(
    { length: 40 },
    (_, i) =>
      `<rect x="${(i * 97) % 1600}" y="${(i * 53) % 1000}" width="${40 + i * 3}" height="${8 + (i % 5) * 4}" fill="#${((i * 123_457) % 0xffffff).toString(16).padStart(6, '0')}"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="100%" height="100%" fill="#e8eef2"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A learner with identity verification submitted (pending is enough to pay). */
async function prepareLearner(api, signUpLearner, photo) {
  // Signed up as a learner is (register, the mailed code, confirm): see session.mjs.
  const learner = await signUpLearner();
  if (!learner.accessToken) throw new Error(`sign-up: ${learner.reason}`);
  const authorization = `Bearer ${learner.accessToken}`;
  const photos = {};
  for (const kind of ['document_front', 'document_back', 'selfie']) {
    const uploaded = await call(api(`/kyc/photos/${kind}`), {
      method: 'POST',
      headers: { authorization, 'content-type': 'image/jpeg' },
      body: photo,
    });
    if (uploaded.status !== 201) throw new Error(`photo upload answered ${uploaded.status}`);
    photos[kind] = uploaded.body.id;
  }
  const details = {
    document_type: 'cnic',
    document_number: '35202-1234567-1',
    legal_name: 'Bench Learner',
    date_of_birth: '1999-04-12',
    ...photos,
  };
  const submitted = await call(api('/kyc/submissions'), {
    method: 'POST',
    headers: { ...json, authorization, 'idempotency-key': randomUUID() },
    body: JSON.stringify(details),
  });
  if (submitted.status !== 201) throw new Error(`identity submission answered ${submitted.status}`);
  return { ...learner, authorization };
}

/** One checkout as the browser makes it; resolves with its duration in ms. */
async function checkOut(api, origin, learner, intake, semester = 1) {
  const started = performance.now();
  const headers = { ...json, authorization: learner.authorization };
  const order = await call(api('/orders'), {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify(semester > 1 ? { programme: PROGRAMME, intake, semester } : { programme: PROGRAMME, intake }),
  });
  if (order.status !== 201) throw new Error(`POST /orders answered ${order.status}`);
  const payment = await call(api(`/orders/${order.body.id}/payments`), {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ method: 'card' }),
  });
  if (payment.status !== 201) throw new Error(`POST /payments answered ${payment.status}`);
  const hostedPage = new URL(payment.body.redirect.url, origin);
  const page = await call(hostedPage);
  if (page.status !== 200) throw new Error(`the gateway page answered ${page.status}`);
  const decided = await call(hostedPage, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
  });
  if (decided.status !== 303 || !decided.location) throw new Error(`the gateway decision answered ${decided.status}`);
  const back = await call(new URL(decided.location, origin));
  if (back.status !== 303 || !back.location?.includes('step=result'))
    throw new Error(`the return answered ${back.status}`);
  return performance.now() - started;
}

/**
 * The filled dashboard's learner: signed up, identity verification submitted and one programme paid through the test
 * gateway, enrolled once the platform has it (its confirmation may come a moment later).
 */
export async function enrolledLearner(portalUrl, mailbox) {
  const api = (path) => portalUrl(`/api/v1${path}`);
  const learner = await prepareLearner(api, () => signUp(portalUrl, mailbox, 'bench-enrolled'), await documentPhoto());
  const headers = { accept: 'application/json', authorization: learner.authorization };
  const options = await call(api(`/checkout/programmes/${PROGRAMME}`), { headers });
  await checkOut(api, portalUrl('/'), learner, options.body.intakes[0].slug);
  return awaitEnrolment(api, learner);
}

/** The learner once the platform has their enrolment (a paid order's confirmation may come a moment later). */
async function awaitEnrolment(api, learner) {
  const headers = { accept: 'application/json', authorization: learner.authorization };
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if ((await call(api('/enrolments'), { headers })).body.total > 0) return learner;
    await sleep(500);
  }
  throw new Error('the paid order gave no enrolment');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Every order paid once, one succeeded payment each, one enrolment each (after late webhooks settle); a learner who
 * paid semester 2 has two paid orders (semesters 1 and 2) and still one enrolment.
 */
async function verify(api, learners) {
  const problems = {
    unpaidOrders: 0,
    ordersPaidTwice: 0,
    refundsFlagged: 0,
    missingEnrolments: 0,
    doubledEnrolments: 0,
  };
  for (let attempt = 0; attempt < 20; attempt += 1) {
    Object.keys(problems).forEach((key) => (problems[key] = 0));
    for (const learner of learners) {
      const headers = { accept: 'application/json', authorization: learner.authorization };
      const [orders, enrolments] = await Promise.all([
        call(api('/orders'), { headers }),
        call(api('/enrolments'), { headers }),
      ]);
      const paid = orders.body.items.filter((o) => o.status === 'paid');
      if (paid.length !== learner.semester) problems.unpaidOrders += 1;
      for (const order of orders.body.items) {
        const succeeded = order.payments.filter((p) => p.status === 'succeeded');
        if (succeeded.length > 1) problems.ordersPaidTwice += 1;
        problems.refundsFlagged += order.payments.filter((p) => p.refundDue).length;
      }
      if (enrolments.body.total === 0) problems.missingEnrolments += 1;
      if (enrolments.body.total > 1) problems.doubledEnrolments += 1;
    }
    if (Object.values(problems).every((value) => value === 0)) break;
    await sleep(500);
  }
  return problems;
}

/**
 * `laterSemesters` (default true): every other learner pays semester 2; false keeps every checkout a first semester,
 * for a run compared with a baseline build of a commit from before later semesters could be paid.
 * `prepareUrl` (default `portalUrl`): where the learners are signed up and send their identity photos before the
 * measured checkouts; one instance directly behind a proxy, whose read timeout a busy machine's sign-ups can outlast.
 */
export async function checkoutRun({
  portalUrl,
  prepareUrl = portalUrl,
  mailbox,
  learners = Number(process.env.BENCH_CHECKOUT_LEARNERS ?? 100),
  laterSemesters = true,
}) {
  const api = (path) => portalUrl(`/api/v1${path}`);
  const prepareApi = (path) => prepareUrl(`/api/v1${path}`);
  const origin = portalUrl('/');
  const photo = await documentPhoto();
  console.log(`   preparing ${learners} learners (sign-up and identity submission)`);
  const prepared = [];
  for (let i = 0; i < learners; i += 10)
    prepared.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, learners - i) }, () =>
          prepareLearner(prepareApi, () => signUp(prepareUrl, mailbox, 'bench-checkout'), photo),
        ),
      )),
    );
  const options = await call(api(`/checkout/programmes/${PROGRAMME}`), {
    headers: { accept: 'application/json', authorization: prepared[0].authorization },
  });
  const intake = options.body.intakes[0].slug;
  // Every other learner is enrolled before the measurement and pays semester 2 in it: a later semester's order goes
  // through the same checkout, and its checks (the enrolment found, one open order per semester) are measured too.
  const continuing = laterSemesters ? prepared.filter((_, index) => index % 2 === 1) : [];
  console.log(`   enrolling ${continuing.length} of them in semester 1 first`);
  for (let i = 0; i < continuing.length; i += 10)
    await Promise.all(
      continuing.slice(i, i + 10).map(async (learner) => {
        await checkOut(api, origin, learner, intake);
        await awaitEnrolment(api, learner);
      }),
    );
  prepared.forEach((learner) => (learner.semester = continuing.includes(learner) ? 2 : 1));

  console.log(`   ${learners} checkouts at once (${continuing.length} of them for semester 2)`);
  const wallStart = performance.now();
  const outcomes = await Promise.allSettled(
    prepared.map((learner) => checkOut(api, origin, learner, intake, learner.semester)),
  );
  const wallMs = performance.now() - wallStart;
  const durations = outcomes
    .filter((o) => o.status === 'fulfilled')
    .map((o) => o.value)
    .sort((a, b) => a - b);
  const failures = outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason?.message ?? o.reason));
  const check = await verify(api, prepared);
  return {
    learners,
    laterSemester: continuing.length,
    completed: durations.length,
    failed: failures.length,
    failures: [...new Set(failures)].slice(0, 5),
    ordersPerSec: Number((durations.length / (wallMs / 1000)).toFixed(1)),
    p50: Math.round(percentile(durations, 50) ?? 0),
    p99: Math.round(percentile(durations, 99) ?? 0),
    wallMs: Math.round(wallMs),
    check,
  };
}

export function checkoutTable(row) {
  const lines = [
    '| checkout (test gateway) | learners | of them semester 2 | completed | orders/s | p50 ms | p99 ms | unpaid | paid twice | refunds flagged | enrolments missing | doubled |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    `| order → payment → gateway → return | ${row.learners} | ${row.laterSemester} | ${row.completed} | ${row.ordersPerSec} | ${row.p50} | ${row.p99} | ${row.check.unpaidOrders} | ${row.check.ordersPaidTwice} | ${row.check.refundsFlagged} | ${row.check.missingEnrolments} | ${row.check.doubledEnrolments} |`,
  ];
  if (row.failures.length) lines.push('', `failures: ${row.failures.join('; ')}`);
  return lines.join('\n');
}
