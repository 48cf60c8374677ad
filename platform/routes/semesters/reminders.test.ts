// Semester payment reminders on a movable clock: 14 and 3 days before the last day to pay, each sent once through
// SMTP even when two instances run the job at the same moment; none for a semester paid or covered by a scholarship.
// On PostgreSQL, as several instances are deployed: two platforms, each with its own connection pool, on one database.
import { createSmtpMailer } from '../../mail/mailer';
import { semesterScholarships, accounts } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { sendSemesterReminders } from '../../services/semesters/reminders';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createTestPlatform, setUpTestPlatform, type TestPlatform } from '../../test/test-platform';
import {
  authed,
  openOrder,
  payWithTestGateway,
  postJson,
  registerLearner,
  type TestLearner,
} from '../../test/checkout-helpers';
import { TestPostgres } from '../../../e2e-production/cluster/postgres';

jest.setTimeout(120_000);

let now = new Date();
let postgres: TestPostgres;
let smtp: TestSmtpServer;
let secondInstance: TestPlatform;

beforeAll(async () => {
  // E2E_PORT + 9001: beside lib/cache/postgres-cache-handler.test.ts's cluster (+9000).
  postgres = await TestPostgres.create(Number(process.env.E2E_PORT ?? 3210) + 9001);
  smtp = await startTestSmtpServer();
}, 60_000);
const platform = setUpTestPlatform(() => ({ now: () => now, databaseUrl: postgres.url() }));
beforeAll(async () => {
  secondInstance = await createTestPlatform({ now: () => now, databaseUrl: postgres.url(), seed: false });
});
afterAll(async () => {
  await secondInstance?.close();
  smtp?.close();
});
// Declared last, so it runs last (Jest runs afterAll hooks in declaration order): once both pools are closed.
afterAll(() => postgres?.destroy());
const PROGRAMME = 'full-stack-web-development';

async function enrolled(): Promise<{ learner: TestLearner; intake: string; dueOn: string }> {
  const learner = await registerLearner(platform);
  const order = await openOrder(platform, learner, PROGRAMME);
  await payWithTestGateway(platform, learner, order.id);
  const list = (await (await platform.request('/enrolments', { headers: authed(learner) })).json()) as {
    items: Array<{ semesters: Array<{ number: number; standing: { dueOn: string } }> }>;
  };
  return {
    learner,
    intake: order.intake.slug,
    dueOn: list.items[0]?.semesters.find((s) => s.number === 2)?.standing.dueOn ?? '',
  };
}

/** The two instances on the one database, each with its own SMTP connection, running the job at once. */
const runOnTwoInstances = () =>
  Promise.all(
    [platform.deps, secondInstance.deps].map((deps) =>
      sendSemesterReminders({ ...deps, mailer: createSmtpMailer(smtp.url, 'Learner Portal <no-reply@example.com>') }),
    ),
  );

/** The messages' text with quoted-printable soft line breaks joined. */
const remindersTo = (learner: TestLearner) =>
  smtp.messages
    .filter((m) => m.to.includes(learner.email.toLowerCase()))
    .map((m) => m.raw.replace(/=\r?\n/g, ''))
    .filter((raw) => raw.includes('Subject: Semester 2 of'));
const at = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T12:00:00+05:00`) - days * 86_400_000);

test('14 and 3 days before the due date, once each; none when paid or covered by a scholarship', async () => {
  const due = await enrolled();
  const paid = await enrolled();
  const scholar = await enrolled();
  const second = await postJson(platform, '/orders', paid.learner, {
    programme: PROGRAMME,
    intake: paid.intake,
    semester: 2,
  });
  await payWithTestGateway(platform, paid.learner, ((await second.json()) as { id: string }).id);
  const [scholarAccount] = await platform.deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, scholar.learner.email));
  await platform.deps.db.insert(semesterScholarships).values({
    accountId: scholarAccount!.id,
    programmeSlug: PROGRAMME,
    programmeSemester: 2,
    decidedByEmail: 'staff@example.com',
    decidedAt: new Date(),
  });

  now = at(due.dueOn, 15);
  await runOnTwoInstances();
  expect(remindersTo(due.learner)).toHaveLength(0);

  now = at(due.dueOn, 14);
  await runOnTwoInstances();
  await runOnTwoInstances();
  const first = remindersTo(due.learner);
  expect(first).toHaveLength(1);
  expect(first[0]).toContain('is due by');
  expect(first[0]).toContain('/user-dashboard');

  now = at(due.dueOn, 3);
  await runOnTwoInstances();
  expect(remindersTo(due.learner)).toHaveLength(2);
  now = at(due.dueOn, -2);
  await runOnTwoInstances();
  expect(remindersTo(due.learner)).toHaveLength(2);

  expect(remindersTo(paid.learner)).toEqual([]);
  expect(remindersTo(scholar.learner)).toEqual([]);
});

test('a learner who enrols within 3 days of the due date gets the 3-day reminder only', async () => {
  const late = await enrolled();
  now = at(late.dueOn, 2);
  await runOnTwoInstances();
  expect(remindersTo(late.learner)).toEqual([
    expect.stringContaining('Subject: Semester 2 of Full-Stack Web Development: pay by'),
  ]);
  now = new Date();
});
