// Cancelling an intake over HTTP tells every learner who paid for it, through a real SMTP server, in their account's
// language, what is owed back and that staff will send it; once, however often the cancel is sent again. A learner who
// only had an unpaid order for it gets no such mail.
import { randomUUID } from 'node:crypto';
import { formatRupees } from '@/contract';
import { createSmtpMailer } from '../../mail/mailer';
import { academicDate, addDays } from '../../services/catalogue/calendar';
import { grantStaffRole } from '../../services/auth/staff-role';
import { eventually, paidLearnerIn, postJson, registerLearner } from '../../test/checkout-helpers';
import type { TestLearner } from '../../test/checkout-helpers';
import { bearer } from '../../test/kyc-requests';
import { signUp } from '../../test/sign-up';
import { codeFromMail, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { mailText } from '../../test/smtp-sink.mjs';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(180_000);

let smtp: TestSmtpServer;
// The SMTP server starts first: the platform's mailer needs its address.
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());
const platform = setUpTestPlatform(() => ({
  mailer: createSmtpMailer(smtp.url, 'Learner Portal <no-reply@example.com>'),
}));

const PROGRAMME = 'full-stack-web-development';
const readCode = async (email: string) => codeFromMail(await smtp.nextMailTo(email));

const send = (token: string, path: string, body: unknown, key: string) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token), 'idempotency-key': key },
    body: JSON.stringify(body),
  });

/** The mails a learner received whose text matches, as they read them. */
const mailsTo = (learner: TestLearner, matching: RegExp) =>
  smtp.messages
    .filter((m) => m.to.includes(learner.email.toLowerCase()))
    .map(mailText)
    .filter((text) => matching.test(text));
const CANCELLED = /has been cancelled and will not run|منسوخ کر دیا گیا ہے/;
const RECOVERY = /password recovery code is|پاس ورڈ کی بحالی کے لیے/;
/** Waits until `learner` has received a mail matching, and answers the first. */
const arrived = async (learner: TestLearner, matching: RegExp) =>
  (
    await eventually(
      async () => mailsTo(learner, matching),
      (mails) => mails.length > 0,
    )
  )[0] ?? '';

test('each learner who paid is mailed what is owed back, in their language, once however often cancel is sent', async () => {
  const admin = `cancel-admin-${Date.now()}@example.com`;
  const boss = (
    await signUp(platform, { full_name: 'Amna Admin', email: admin, password: 'a long enough password' }, { readCode })
  ).access_token;
  await grantStaffRole(platform.deps.db, admin, new Date(), 'admin');
  const startsOn = addDays(academicDate(new Date()), 75);
  const slug = `cancelled-mail-${Date.now()}`;
  const content = { slug, name: 'Autumn cancelled', nameUr: 'خزاں منسوخ', startsOn, endsOn: addDays(startsOn, 120) };
  const created = await send(
    boss,
    '/staff/catalogue/intakes',
    {
      content: { ...content, enrolmentClosesOn: null, seats: null, open: true },
    },
    randomUUID(),
  );
  expect(created.status).toBe(201);

  const english = await paidLearnerIn(platform, slug, { mail: { readCode } });
  const urdu = await paidLearnerIn(platform, slug, { mail: { readCode } });
  expect(
    (
      await platform.request('/me/language', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...bearer(urdu.learner.token) },
        body: JSON.stringify({ language: 'ur' }),
      })
    ).status,
  ).toBe(200);
  const waiting = await registerLearner(platform, 'pending', { readCode });
  expect((await postJson(platform, '/orders', waiting, { programme: PROGRAMME, intake: slug })).status).toBe(201);

  const key = randomUUID();
  const cancelled = await send(boss, `/staff/catalogue/intakes/${slug}/cancel`, { version: 1 }, key);
  expect(cancelled.status).toBe(200);
  // Sent again with its key (a replay), and as a new request (refused: already cancelled).
  expect((await send(boss, `/staff/catalogue/intakes/${slug}/cancel`, { version: 1 }, key)).status).toBe(200);
  expect((await send(boss, `/staff/catalogue/intakes/${slug}/cancel`, { version: 2 }, randomUUID())).status).toBe(409);

  const english1 = await arrived(english.learner, CANCELLED);
  expect(english1).toContain('the Autumn cancelled intake of Full-Stack Web Development has been cancelled');
  expect(english1).toContain(
    `You paid ${formatRupees(english.order.total)} for order ${english.order.reference}. All of it is owed back to you`,
  );
  expect(english1).toContain('Our staff will send it back to you and e-mail you its reference when they have.');
  const urdu1 = await arrived(urdu.learner, CANCELLED);
  expect(urdu1).toContain('خزاں منسوخ داخلہ منسوخ کر دیا گیا ہے');
  expect(urdu1).toContain(
    `آپ نے آرڈر ${urdu.order.reference} کے لیے ${formatRupees(urdu.order.total, 'ur')} ادا کیے تھے۔`,
  );
  expect(urdu1).toContain('ہمارا عملہ یہ رقم آپ کو واپس بھیجے گا');

  // Mail asked for after the retries comes behind anything they might have sent: then each learner has had one.
  for (const { learner } of [english, urdu, { learner: waiting }]) {
    const asked = await platform.request('/auth/password-recovery/code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: learner.email, language: 'en' }),
    });
    expect(asked.status).toBe(202);
    await arrived(learner, RECOVERY);
  }
  expect(mailsTo(english.learner, CANCELLED)).toHaveLength(1);
  expect(mailsTo(urdu.learner, CANCELLED)).toHaveLength(1);
  expect(mailsTo(waiting, CANCELLED)).toEqual([]);
});
