// Submitting identity verification over HTTP: details checked per document, photos claimed once, one pending at a
// time, Idempotency-Key per learner, daily limits, and the status the learner sees.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EMAIL_UNVERIFIED_PROBLEM_TYPE } from '@/contract';
import { accounts } from '../../db/schema';
import {
  bearer,
  cnicSubmission,
  decide,
  signUp,
  signUpStaff,
  submit,
  uploadedPhotoId,
  uploadPhoto,
  goodJpeg,
} from '../../test/kyc-requests';
import { setUpTestPlatform } from '../../test/test-platform';
import { KYC_DEFAULTS } from '../../services/kyc/settings';

jest.setTimeout(60_000);
const platform = setUpTestPlatform({
  seed: false,
  now: () => new Date('2026-06-15T09:00:00Z'),
  kyc: { ...KYC_DEFAULTS, submissionsPerDay: 2, photosPerDay: 12 },
});

const status = async (token: string) => (await platform.request('/kyc/status', { headers: bearer(token) })).json();
const me = async (token: string) => (await platform.request('/auth/me', { headers: bearer(token) })).json();

test('a CNIC submission is pending; the status, has_submitted_kyc and a masked number say so', async () => {
  const token = await signUp(platform, 'cnic@example.com');
  expect(await status(token)).toEqual({
    status: 'not_submitted',
    has_submitted: false,
    can_submit: true,
    submission: null,
  });
  expect((await me(token)).has_submitted_kyc).toBe(false);

  const response = await submit(
    platform,
    token,
    await cnicSubmission(platform, token, { document_number: '3520212345671' }),
  );
  expect(response.status).toBe(201);
  const summary = await response.json();
  expect(summary).toMatchObject({
    status: 'pending',
    document_type: 'cnic',
    document_number_hint: '•••••-••••567-1',
    legal_name: 'Ayesha Khan',
    decided_at: null,
  });
  expect(await status(token)).toMatchObject({
    status: 'pending',
    has_submitted: true,
    can_submit: false,
    submission: { id: summary.id },
  });
  expect((await me(token)).has_submitted_kyc).toBe(true);

  const again = await submit(platform, token, await cnicSubmission(platform, token));
  expect(again.status).toBe(409);
  expect((await again.json()).detail).toMatch(/already being reviewed/);
});

test('the same Idempotency-Key and body answer the first result again; without a key it is a 400', async () => {
  const token = await signUp(platform, 'idempotent@example.com');
  const body = await cnicSubmission(platform, token);
  const key = randomUUID();
  const first = await submit(platform, token, body, key);
  const second = await submit(platform, token, body, key);
  expect([first.status, second.status]).toEqual([201, 201]);
  expect(second.headers.get('idempotent-replayed')).toBe('true');
  expect(await second.json()).toEqual(await first.json());

  const noKey = await platform.request('/kyc/submissions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
  expect(noKey.status).toBe(400);
  // Another learner sending the same key gets their own answer, never the first learner's.
  const other = await signUp(platform, 'same-key@example.com');
  const theirs = await submit(platform, other, body, key);
  expect(theirs.status).toBe(422);
  expect(theirs.headers.get('idempotent-replayed')).toBeNull();
});

test.each([
  [{ document_number: '12345-123456' }, 'document_number', 'Enter the 13 digits, like 12345-1234567-1.'],
  [
    { date_of_birth: '2010-01-01' },
    'document_type',
    "A CNIC is issued from 18. Learners under 18 use their B-Form, with their parent or guardian's CNIC.",
  ],
  [
    { date_of_birth: '2012-03-01' },
    'date_of_birth',
    'Learners must be 16 or over when their first semester starts (15 June 2026). You turn 16 on 1 March 2028: you can verify your identity for an intake that starts on or after that day.',
  ],
  [{ date_of_birth: '2030-01-01' }, 'date_of_birth', 'The date of birth cannot be in the future.'],
  [
    { legal_name: 'Ayesha <b>' },
    'legal_name',
    'Use letters, spaces, dots, apostrophes and hyphens only, as on the document.',
  ],
  [{ document_back: undefined }, 'document_back', 'Add a photo of the back of your document.'],
  [{ selfie: undefined }, 'selfie', 'Add your selfie.'],
])('bad details %j: a 422 at the field, nothing stored', async (override, field, message) => {
  const token = await signUp(platform, `bad-${randomUUID()}@example.com`);
  const response = await submit(platform, token, await cnicSubmission(platform, token, override));
  expect(response.status).toBe(422);
  expect((await response.json()).errors[field]).toEqual([message]);
  expect(await status(token)).toMatchObject({ status: 'not_submitted' });
});

test("a B-Form needs the guardian's CNIC number and photo, and a learner under 18; a passport has no back", async () => {
  const token = await signUp(platform, 'young@example.com');
  const bForm = { ...(await cnicSubmission(platform, token)), document_type: 'b_form', date_of_birth: '2010-03-01' };
  const missing = await submit(platform, token, bForm);
  expect((await missing.json()).errors).toEqual({
    guardian_document_number: ["Enter your guardian's CNIC number."],
    guardian_document: ["Add a photo of your guardian's CNIC."],
  });
  const guardian_document = await uploadedPhotoId(platform, token, 'guardian_document');
  const complete = await submit(platform, token, {
    ...bForm,
    guardian_document_number: '61101 7654321 3',
    guardian_document,
  });
  expect(complete.status).toBe(201);

  const adult = await signUp(platform, 'passport@example.com');
  const passport = {
    document_type: 'passport',
    document_number: 'ab1234567',
    legal_name: "Zoë O'Neil-Khan",
    date_of_birth: '1990-02-28',
    document_front: await uploadedPhotoId(platform, adult, 'document_front'),
    selfie: await uploadedPhotoId(platform, adult, 'selfie'),
  };
  const response = await submit(platform, adult, passport);
  expect(response.status).toBe(201);
  // Under 18 the one document is the B-Form, which names a guardian: a 17-year-old's passport alone is refused.
  const minor = await signUp(platform, 'minor-passport@example.com');
  const minorsPassport = {
    ...passport,
    date_of_birth: '2009-01-01',
    document_front: await uploadedPhotoId(platform, minor, 'document_front'),
    selfie: await uploadedPhotoId(platform, minor, 'selfie'),
  };
  expect((await (await submit(platform, minor, minorsPassport)).json()).errors).toEqual({
    document_type: ["Learners under 18 use their B-Form, with their parent or guardian's CNIC."],
  });
  expect((await response.json()).document_number_hint).toBe('•••••4567');
});

test("another learner's photo, a photo of the wrong kind or one already used is refused at that photo", async () => {
  const owner = await signUp(platform, 'owner@example.com');
  const thief = await signUp(platform, 'thief@example.com');
  const ownersSelfie = await uploadedPhotoId(platform, owner, 'selfie');
  const body = await cnicSubmission(platform, thief, { selfie: ownersSelfie });
  expect((await (await submit(platform, thief, body)).json()).errors).toEqual({
    selfie: ['This photo is no longer available. Add it again.'],
  });
  const wrongKind = await cnicSubmission(platform, thief);
  wrongKind.document_back = wrongKind.document_front;
  expect((await (await submit(platform, thief, wrongKind)).json()).errors).toEqual({
    document_back: ['This photo is no longer available. Add it again.'],
  });
});

test('a rejected learner submits again with new photos; past the daily limit it is a 429', async () => {
  const token = await signUp(platform, 'again@example.com');
  const staff = await signUpStaff(platform, 'limits-staff@example.com');
  const first = await (await submit(platform, token, await cnicSubmission(platform, token))).json();
  await decide(platform, staff, first.id, { decision: 'reject', rejection_reason: 'unreadable_photo' });
  expect(await status(token)).toMatchObject({
    status: 'rejected',
    can_submit: true,
    submission: { rejection_reason: 'unreadable_photo' },
  });

  const second = await submit(platform, token, await cnicSubmission(platform, token));
  expect(second.status).toBe(201);
  await decide(platform, staff, (await second.json()).id, {
    decision: 'reject',
    rejection_reason: 'other',
    note: 'Photograph the original card, not a copy.',
  });
  expect(await status(token)).toMatchObject({
    status: 'rejected',
    submission: { rejection_reason: 'other', note: 'Photograph the original card, not a copy.' },
  });

  const third = await submit(platform, token, await cnicSubmission(platform, token));
  expect(third.status).toBe(429);
  expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('photo uploads past the daily limit are a 429 with Retry-After', async () => {
  const token = await signUp(platform, 'many-photos@example.com');
  for (let i = 0; i < 12; i++) await uploadedPhotoId(platform, token, 'selfie');
  const response = await uploadPhoto(platform, token, 'selfie', await goodJpeg());
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe('86400');
});

test('a learner whose e-mail address is not confirmed may read the status but not send photos or a submission (403)', async () => {
  const token = await signUp(platform, 'unconfirmed@example.com');
  const body = await cnicSubmission(platform, token);
  await platform.deps.db
    .update(accounts)
    .set({ emailVerifiedAt: null })
    .where(eq(accounts.email, 'unconfirmed@example.com'));
  const upload = await uploadPhoto(platform, token, 'selfie', await goodJpeg());
  expect(upload.status).toBe(403);
  expect((await upload.json()).type).toBe(EMAIL_UNVERIFIED_PROBLEM_TYPE);
  expect((await submit(platform, token, body)).status).toBe(403);
  expect(await status(token)).toMatchObject({ status: 'not_submitted' });
});

test('a visitor gets 401 on status and submission', async () => {
  expect((await platform.request('/kyc/status')).status).toBe(401);
  const response = await platform.request('/kyc/submissions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: '{}',
  });
  expect(response.status).toBe(401);
});
