// Staff review over HTTP: the queue oldest first, a submission with the learner's age and photos, decisions
// recorded once and mailed; learners get 403 and visitors 401 on every review endpoint; retention keeps decisions.
import { randomUUID } from 'node:crypto';
import { OWN_CASE_PROBLEM_TYPE } from '@/contract';
import { mailOutbox } from '../../db/schema';
import {
  bearer,
  cnicSubmission,
  decide,
  signIn,
  signUp,
  signUpStaff,
  submit,
  uploadedPhotoId,
} from '../../test/kyc-requests';
import { setUpTestPlatform } from '../../test/test-platform';
import { purgeKycPhotos } from '../../services/kyc/retention';
import { KYC_DEFAULTS } from '../../services/kyc/settings';

jest.setTimeout(60_000);
let clock = new Date('2026-06-15T09:00:00Z');
const platform = setUpTestPlatform({ seed: false, now: () => clock, kyc: { ...KYC_DEFAULTS, retentionDays: 30 } });
let staff = '';
beforeAll(async () => {
  await signUpStaff(platform, 'reviewer@example.com');
});
// Access tokens live 15 minutes of the test clock: sign in again before each test.
beforeEach(async () => {
  staff = await signIn(platform, 'reviewer@example.com');
});
const moveClock = async (to: string) => {
  clock = new Date(to);
  staff = await signIn(platform, 'reviewer@example.com');
};

const get = (path: string, token?: string) => platform.request(path, { headers: token ? bearer(token) : {} });
const submitAs = async (email: string, overrides: Record<string, unknown> = {}) => {
  const token = await signUp(platform, email, 'Bilal Ahmed');
  const response = await submit(
    platform,
    token,
    await cnicSubmission(platform, token, { legal_name: 'Bilal Ahmed', ...overrides }),
  );
  return { token, id: ((await response.json()) as { id: string }).id };
};
const mailTo = async (email: string) => {
  for (let i = 0; i < 50; i++) {
    // Every learner's first mail is the sign-up code; the review's mail comes after it.
    const rows = (await platform.deps.db.select().from(mailOutbox)).filter(
      (row) => row.recipient === email && row.subject !== 'Confirm your e-mail address',
    );
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
};

test('learners get 403 and visitors 401 on every review endpoint', async () => {
  const { token, id } = await submitAs('curious@example.com');
  const paths = [
    '/staff/kyc/submissions',
    `/staff/kyc/submissions/${id}`,
    `/staff/kyc/submissions/${id}/photos/document_front`,
  ];
  for (const path of paths) {
    expect({ path, status: (await get(path, token)).status }).toEqual({ path, status: 403 });
    expect({ path, status: (await get(path)).status }).toEqual({ path, status: 401 });
  }
  expect((await decide(platform, token, id, { decision: 'approve' })).status).toBe(403);
});

test('the queue is pending submissions oldest first; a review shows details, age, photos and history', async () => {
  await moveClock('2026-06-15T10:00:00Z');
  const older = await submitAs('older@example.com', { date_of_birth: '2000-06-16' });
  await moveClock('2026-06-15T11:00:00Z');
  const newer = await submitAs('newer@example.com');
  const queue = await (await get('/staff/kyc/submissions', staff)).json();
  const ids = queue.items.map((item: { id: string }) => item.id);
  expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
  expect(queue.items.find((item: { id: string }) => item.id === older.id)).toMatchObject({
    learner_email: 'older@example.com',
    document_type: 'cnic',
    status: 'pending',
  });

  const review = await (await get(`/staff/kyc/submissions/${older.id}`, staff)).json();
  expect(review).toMatchObject({
    document_number: '3520212345671',
    legal_name: 'Bilal Ahmed',
    date_of_birth: '2000-06-16',
    age: 25,
    photos: expect.arrayContaining(['document_front', 'document_back', 'selfie']),
    history: [],
  });
  expect((await get(`/staff/kyc/submissions/${randomUUID()}`, staff)).status).toBe(404);
});

test('approving records who and when, mails the learner, and cannot happen twice', async () => {
  const { token, id } = await submitAs('approve-me@example.com');
  const response = await decide(platform, staff, id, { decision: 'approve' });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    status: 'approved',
    decided_by: 'reviewer@example.com',
    decided_at: clock.toISOString(),
    rejection_reason: null,
  });
  expect((await platform.request('/kyc/status', { headers: bearer(token) }).then((r) => r.json())).status).toBe(
    'approved',
  );
  expect(await mailTo('approve-me@example.com')).toEqual([
    expect.objectContaining({ subject: 'Your identity is verified' }),
  ]);
  expect(
    (await decide(platform, staff, id, { decision: 'reject', rejection_reason: 'other', note: 'late' })).status,
  ).toBe(409);
  const resubmit = await submit(platform, token, await cnicSubmission(platform, token));
  expect((await resubmit.json()).detail).toBe('Your identity is already verified.');
});

test('nobody decides their own identity verification: 403 and still pending; the review says it is theirs', async () => {
  const reviewerLearner = await signUpStaff(platform, 'reviewer-learner@example.com');
  const response = await submit(
    platform,
    reviewerLearner,
    await cnicSubmission(platform, reviewerLearner, { legal_name: 'Sana Reviewer' }),
  );
  const { id } = (await response.json()) as { id: string };
  for (const decision of [{ decision: 'approve' }, { decision: 'reject', rejection_reason: 'other', note: 'Mine.' }]) {
    const refused = await decide(platform, reviewerLearner, id, decision);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      type: OWN_CASE_PROBLEM_TYPE,
      detail: 'This identity verification is your own: another staff member must decide it.',
    });
  }
  expect(
    (await platform.request('/kyc/status', { headers: bearer(reviewerLearner) }).then((r) => r.json())).status,
  ).toBe('pending');
  expect(await (await get(`/staff/kyc/submissions/${id}`, reviewerLearner)).json()).toMatchObject({
    own_case: true,
    status: 'pending',
    decided_by: null,
  });
  // Another reviewer sees it as anyone's, and decides it.
  expect((await (await get(`/staff/kyc/submissions/${id}`, staff)).json()).own_case).toBe(false);
  expect((await decide(platform, staff, id, { decision: 'approve' })).status).toBe(200);
});

test('a rejection needs a reason ("other" needs a note); the e-mail says why', async () => {
  const { id } = await submitAs('reject-me@example.com');
  expect((await (await decide(platform, staff, id, { decision: 'reject' })).json()).errors).toEqual({
    rejection_reason: ['Choose why it is rejected.'],
  });
  expect(
    (await (await decide(platform, staff, id, { decision: 'reject', rejection_reason: 'other' })).json()).errors,
  ).toEqual({ note: ['Say what the learner should fix.'] });
  const response = await decide(platform, staff, id, {
    decision: 'reject',
    rejection_reason: 'selfie_mismatch',
    note: 'Take the selfie without glasses.',
  });
  expect(await response.json()).toMatchObject({
    status: 'rejected',
    rejection_reason: 'selfie_mismatch',
    note: 'Take the selfie without glasses.',
  });
  const [mail] = await mailTo('reject-me@example.com');
  expect(mail?.subject).toBe('We could not verify your identity');
  expect(mail?.body).toContain('Reason: The selfie does not match the document.');
  expect(mail?.body).toContain('Note from our team: Take the selfie without glasses.');
});

test('retention deletes photos (and unused drafts) after the configured days; the decision stays', async () => {
  await moveClock('2026-07-01T09:00:00Z');
  const { id } = await submitAs('retention@example.com');
  await decide(platform, staff, id, { decision: 'approve' });
  const photo = () => get(`/staff/kyc/submissions/${id}/photos/selfie`, staff);

  await moveClock('2026-07-30T09:00:00Z');
  await purgeKycPhotos(platform.deps);
  expect((await photo()).status).toBe(200);
  const draftOwner = await signUp(platform, 'draft-owner@example.com');
  await uploadedPhotoId(platform, draftOwner, 'selfie'); // uploaded, never submitted

  await moveClock('2026-07-31T10:00:00Z');
  const purged = await purgeKycPhotos(platform.deps);
  expect(purged.submissions).toBeGreaterThanOrEqual(1);
  expect(purged.drafts).toBe(1);
  expect((await photo()).status).toBe(404);
  const review = await (await get(`/staff/kyc/submissions/${id}`, staff)).json();
  expect(review).toMatchObject({
    status: 'approved',
    decided_by: 'reviewer@example.com',
    photos: [],
    photos_deleted_at: clock.toISOString(),
  });
});
