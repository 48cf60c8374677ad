// The scholarship form's own messages: sentences with a full stop, like every other form's (no platform call made).
import { initialActionState } from '@/lib/forms/action-state';
import { submitApplication } from './actions';

jest.mock('@/lib/api/forms', () => ({ sendScholarshipApplication: jest.fn() }));

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

test('every field message ends with a full stop', async () => {
  const empty = await submitApplication(initialActionState, form({}));
  const short = {
    intake: 'spring-2027',
    programme: 'cyber-security',
    applicantName: 'A',
    email: 'x',
    phone: '0300 12',
    phoneCountry: 'PK',
    school: 'S',
    city: 'K',
    statement: 'Too short',
  };
  const tooShort = await submitApplication(initialActionState, form({ ...short, dateOfBirth: 'someday' }));
  const valid = {
    ...short,
    applicantName: 'Ali Raza',
    email: 'ali@example.pk',
    phone: '0300 1234567',
    school: 'City School',
    city: 'Karachi',
    statement: 'I want to learn to build secure systems for people.',
    idempotencyKey: crypto.randomUUID(),
  };
  const minor = await submitApplication(initialActionState, form({ ...valid, dateOfBirth: yearsAgo(17) }));
  const child = await submitApplication(initialActionState, form({ ...valid, dateOfBirth: yearsAgo(10) }));
  const results = [empty, tooShort, minor, child];
  const messages = results.flatMap((result) => Object.values(result.fieldErrors));
  expect(Object.keys(empty.fieldErrors).sort()).toEqual([
    'applicantName',
    'city',
    'dateOfBirth',
    'email',
    'idempotencyKey',
    'intake',
    'phone',
    'programme',
    'school',
    'statement',
  ]);
  expect(messages.filter((message) => !message.endsWith('.'))).toEqual([]);
  expect(child.fieldErrors.dateOfBirth).toBe('You must be 16 or over to apply.');
  expect(minor.fieldErrors.guardianName).toBe('Enter your parent’s or guardian’s name: applicants under 18 need one.');
});

test('the age rules are said with every other error at once, not after the rest is fixed', async () => {
  const child = await submitApplication(
    initialActionState,
    form({ applicantName: 'A', email: 'x', dateOfBirth: yearsAgo(12), phone: '0300 12', phoneCountry: 'PK' }),
  );
  expect(child.fieldErrors).toMatchObject({
    dateOfBirth: 'You must be 16 or over to apply.',
    applicantName: expect.any(String),
    email: expect.any(String),
    phone: expect.any(String),
    statement: expect.any(String),
  });
  const minor = await submitApplication(initialActionState, form({ email: 'x', dateOfBirth: yearsAgo(17) }));
  expect(minor.fieldErrors).toMatchObject({
    guardianName: expect.stringMatching(/under 18/),
    guardianPhone: expect.stringMatching(/under 18/),
    email: expect.any(String),
  });
});

test('from an Urdu page (its hidden locale), every field message comes back in Urdu', async () => {
  const arabic = /[\u0600-\u06FF]/;
  const ur = (fields: Record<string, string>) =>
    submitApplication(initialActionState, form({ locale: 'ur', ...fields }));
  const results = await Promise.all([
    ur({}),
    ur({ applicantName: 'A', email: 'x', dateOfBirth: 'someday', phone: '0300 12', phoneCountry: 'PK' }),
    ur({ school: 'S', city: 'K', statement: 'Too short', guardianName: 'G'.repeat(101) }),
    ur({ applicantName: 'A'.repeat(101), school: 'S'.repeat(151), city: 'K'.repeat(81), statement: 'x'.repeat(1501) }),
    ur({ email: 'x', dateOfBirth: yearsAgo(12) }),
    ur({ email: 'x', dateOfBirth: yearsAgo(17) }),
    ur({ email: 'x', dateOfBirth: `${new Date().getUTCFullYear() + 1}-01-01` }),
  ]);
  const messages = results.flatMap((state) => Object.values(state.fieldErrors));
  expect(messages.length).toBeGreaterThanOrEqual(30);
  // Urdu throughout: Arabic script, no English sentence left in it.
  const english = /\b(?:the|and|your|is|are|to|must|enter|choose)\b/i;
  expect(messages.filter((message) => !arabic.test(message) || english.test(message))).toEqual([]);
  expect(results[4]?.fieldErrors.dateOfBirth).toBe('درخواست دینے کے لیے آپ کی عمر 16 سال یا اس سے زیادہ ہونی چاہیے۔');
});

test('the date of birth is read day first (01012016 is 1 January), its text kept; no such date is told at the field', async () => {
  const tenYearsOld = `0101${new Date().getUTCFullYear() - 10}`;
  const young = await submitApplication(initialActionState, form({ dateOfBirth: tenYearsOld }));
  expect(young.fieldErrors.dateOfBirth).toBe('You must be 16 or over to apply.');
  // The typed text is kept as it was typed.
  expect(young.values.dateOfBirth).toBe(tenYearsOld);
  const wrong = await submitApplication(initialActionState, form({ dateOfBirth: '31/02/2001' }));
  expect(wrong.fieldErrors.dateOfBirth).toBe('Enter your date of birth as day/month/year, for example 21/03/2007.');
});
