import { eq } from 'drizzle-orm';
import { programmes } from '../../db/schema';
import { outboxMail } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';
import { ageOn } from '../../services/forms/scholarship';

let clock = new Date();
const platform = setUpTestPlatform({ now: () => clock });
beforeEach(() => {
  clock = new Date();
});

interface Intake {
  slug: string;
  status: string;
  applicationsOpenOn: string;
  applicationsCloseOn: string;
  decisionsBy: string;
  startsOn: string;
}
const intakes = async (): Promise<Intake[]> => (await (await platform.request('/scholarship/intakes')).json()).items;
const openIntake = async () => (await intakes()).find((i) => i.status === 'open')!;

const adult = {
  programme: 'data-science-and-analytics',
  applicantName: 'Bilal Ahmed',
  email: 'Bilal.Ahmed@Example.pk',
  dateOfBirth: '2000-05-17',
  phone: '+923001234567',
  school: 'Government College University',
  city: 'Lahore',
  statement: 'I build small web tools for my family shop and want to learn to build them properly for others.',
};
const post = (body: unknown, key?: string) =>
  platform.request('/scholarship/applications', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
const countApplications = async () => (await platform.database.db.query.scholarshipApplications.findMany()).length;

test('intakes follow the academic calendar: upcoming terms, applications closing 6 weeks and decisions 3 weeks before the start', async () => {
  const items = await intakes();
  expect(items.length).toBeGreaterThan(0);
  const daysBefore = (date: string, start: string) => (Date.parse(start) - Date.parse(date)) / 86_400_000;
  for (const intake of items) {
    expect(intake.applicationsOpenOn < intake.applicationsCloseOn).toBe(true);
    expect(daysBefore(intake.applicationsCloseOn, intake.startsOn)).toBe(42);
    expect(daysBefore(intake.decisionsBy, intake.startsOn)).toBe(21);
  }
  expect(items.some((i) => i.status === 'open')).toBe(true);
});

test('on every day of the year some intake is open for applications', async () => {
  const year = new Date().getUTCFullYear();
  const closedDays: string[] = [];
  for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
    clock = new Date(day + 7 * 3_600_000);
    if (!(await intakes()).some((i) => i.status === 'open')) closedDays.push(clock.toISOString().slice(0, 10));
  }
  expect(closedDays).toEqual([]);
}, 60_000);

test('an application is stored and answered with a reference', async () => {
  const intake = await openIntake();
  const response = await post({ ...adult, intake: intake.slug });
  expect(response.status).toBe(201);
  expect((await response.json()).reference).toMatch(/^NGS-[2-9A-HJ-NP-Z]{8}$/);
});

test('the same applicant again (e-mail in another case) is a 409 and is not stored twice', async () => {
  const intake = await openIntake();
  const before = await countApplications();
  const response = await post({
    ...adult,
    intake: intake.slug,
    email: 'BILAL.ahmed@example.PK',
    phone: '+923011234567',
  });
  expect(response.status).toBe(409);
  expect((await response.json()).detail).toMatch(/already applied/);
  expect(await countApplications()).toBe(before);
});

test('a sibling giving the same (parent’s) phone with their own e-mail is another applicant', async () => {
  const intake = await openIntake();
  const before = await countApplications();
  const response = await post({
    ...adult,
    intake: intake.slug,
    applicantName: 'Sana Ahmed',
    email: 'sana.ahmed@example.pk',
  });
  expect(response.status).toBe(201);
  expect(await countApplications()).toBe(before + 1);
});

test('an under-18 applicant must name a guardian with a phone', async () => {
  const intake = await openIntake();
  const young = {
    ...adult,
    intake: intake.slug,
    email: 'young@example.pk',
    phone: '+923331234567',
    dateOfBirth: `${new Date().getFullYear() - 16}-01-01`,
  };
  const refused = await post(young);
  expect(refused.status).toBe(422);
  expect((await refused.json()).errors).toEqual({
    guardianName: ['is required for applicants under 18'],
    guardianPhone: ['is required for applicants under 18'],
  });
  const accepted = await post({ ...young, guardianName: 'Samina Ahmed', guardianPhone: '+923211234567' });
  expect(accepted.status).toBe(201);
});

test('an intake that is not open, or unknown, is refused', async () => {
  const upcoming = (await intakes()).find((i) => i.status === 'upcoming');
  if (upcoming)
    expect(
      (await post({ ...adult, email: 'x@example.pk', phone: '+923451234567', intake: upcoming.slug })).status,
    ).toBe(422);
  const unknown = await post({ ...adult, email: 'y@example.pk', phone: '+923461234567', intake: 'semester-99' });
  expect(unknown.status).toBe(422);
  expect((await unknown.json()).errors).toHaveProperty('intake');
});

test('a double submit with one Idempotency-Key stores one application and answers the same reference', async () => {
  const intake = await openIntake();
  const body = { ...adult, intake: intake.slug, email: 'double@example.pk', phone: '+923121234567' };
  const before = await countApplications();
  const first = await post(body, 'ngs-double-submit-1');
  const second = await post(body, 'ngs-double-submit-1');
  expect([first.status, second.status]).toEqual([201, 201]);
  expect((await second.json()).reference).toBe((await first.json()).reference);
  expect(await countApplications()).toBe(before + 1);
  // Without the key the duplicate rule still holds.
  expect((await post(body)).status).toBe(409);
});

test('applicants under 16 are refused on the server, whatever the client sent, and nothing is stored', async () => {
  const intake = await openIntake();
  const before = await countApplications();
  const year = new Date().getFullYear();
  for (const born of [`${year - 12}-02-01`, `${year - 5}-07-09`]) {
    const response = await post({
      ...adult,
      intake: intake.slug,
      email: `child-${born}@example.pk`,
      phone: '+923351234567',
      dateOfBirth: born,
      guardianName: 'Samina Ahmed',
      guardianPhone: '+923211234567',
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      dateOfBirth: ['shows you are under 16: applicants must be 16 or over on the day they apply'],
    });
  }
  expect(await countApplications()).toBe(before);
});

test('the applicant names one of our programmes, and it is stored with the application', async () => {
  const intake = await openIntake();
  const unknown = await post({
    ...adult,
    intake: intake.slug,
    email: 'prog@example.pk',
    phone: '+923361234567',
    programme: 'basket-weaving',
  });
  expect(unknown.status).toBe(422);
  expect((await unknown.json()).errors).toEqual({ programme: ['is not one of our programmes'] });
  const missing = await post({
    ...adult,
    intake: intake.slug,
    email: 'prog@example.pk',
    phone: '+923361234567',
    programme: undefined,
  });
  expect(missing.status).toBe(422);
  const stored = await post({
    ...adult,
    intake: intake.slug,
    email: 'prog@example.pk',
    phone: '+923361234567',
    programme: 'cyber-security',
  });
  expect(stored.status).toBe(201);
  const rows = await platform.database.db.query.scholarshipApplications.findMany();
  expect(rows.find((row) => row.email === 'prog@example.pk')?.programmeSlug).toBe('cyber-security');
});

test('a programme closed for enrolment is refused at its field, and nothing is stored', async () => {
  const intake = await openIntake();
  await platform.database.db
    .update(programmes)
    .set({ enrolmentOpen: false })
    .where(eq(programmes.slug, 'cyber-security'));
  try {
    const before = await countApplications();
    const closed = await post({
      ...adult,
      intake: intake.slug,
      email: 'closed@example.pk',
      phone: '+923371234567',
      programme: 'cyber-security',
    });
    expect(closed.status).toBe(422);
    expect((await closed.json()).errors).toEqual({
      programme: ['is not open for enrolment right now: choose another programme'],
    });
    expect(await countApplications()).toBe(before);
  } finally {
    await platform.database.db
      .update(programmes)
      .set({ enrolmentOpen: true })
      .where(eq(programmes.slug, 'cyber-security'));
  }
});

test('age is counted in whole years up to the day before the birthday', () => {
  expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
  expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
});

test('the applicant gets an acknowledgement with their reference and the day they hear by, in their language', async () => {
  const intake = await openIntake();
  const english = await (await post({ ...adult, intake: intake.slug, email: 'ngs-ack-en@example.pk' })).json();
  const body = await outboxMail(
    platform,
    'ngs-ack-en@example.pk',
    `We received your scholarship application (${english.reference})`,
  );
  const decisionsBy = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${intake.decisionsBy}T00:00:00Z`),
  );
  expect(body).toContain(`Your reference is ${english.reference}.`);
  expect(body).toContain(`write to you at this address either way by ${decisionsBy}.`);
  expect(body).not.toContain(adult.applicantName);

  const urdu = await (
    await post({ ...adult, intake: intake.slug, email: 'ngs-ack-ur@example.pk', language: 'ur' })
  ).json();
  const urduBody = await outboxMail(
    platform,
    'ngs-ack-ur@example.pk',
    `آپ کی اسکالرشپ کی درخواست ہمیں مل گئی ہے (${urdu.reference})`,
  );
  expect(urduBody).toContain(`آپ کا حوالہ نمبر ${urdu.reference} ہے۔`);
});
