// Identity-verification requests as a client makes them, over HTTP to the test platform.
import { randomUUID } from 'node:crypto';
import type { KycPhotoKind } from '@/contract';
import { grantStaffRole } from '../services/auth/staff-role';
import { documentPhoto } from './test-images';
import type { TestPlatform } from './test-platform';
import { signUp as signUpConfirmed } from './sign-up';

let goodPhoto: Promise<Buffer> | undefined;
/** One readable document photo, made once per test file. */
export const goodJpeg = () => (goodPhoto ??= documentPhoto('jpeg'));

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A learner through the whole sign-up (register, the mailed code, confirm): the address is confirmed. */
export async function signUp(platform: TestPlatform, email: string, fullName = 'Ayesha Khan'): Promise<string> {
  return (await signUpConfirmed(platform, { email, full_name: fullName, password: 'a long enough password' }))
    .access_token;
}

export async function signIn(platform: TestPlatform, email: string): Promise<string> {
  const response = await platform.request('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a long enough password' }),
  });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A registered account with the staff role, granted the way `npm run staff:add` does. */
export async function signUpStaff(platform: TestPlatform, email: string): Promise<string> {
  const token = await signUp(platform, email, 'Sana Reviewer');
  await grantStaffRole(platform.deps.db, email);
  return token;
}

export const uploadPhoto = (
  platform: TestPlatform,
  token: string | undefined,
  kind: KycPhotoKind,
  bytes: Buffer,
  contentType = 'image/jpeg',
) =>
  platform.request(`/kyc/photos/${kind}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    body: new Uint8Array(bytes),
  });

export async function uploadedPhotoId(
  platform: TestPlatform,
  token: string,
  kind: KycPhotoKind,
  bytes?: Buffer,
): Promise<string> {
  const response = await uploadPhoto(platform, token, kind, bytes ?? (await goodJpeg()));
  if (response.status !== 201) throw new Error(`upload ${kind}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

export const submit = (
  platform: TestPlatform,
  token: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) =>
  platform.request('/kyc/submissions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, ...bearer(token) },
    body: JSON.stringify(body),
  });

/** A complete CNIC submission with freshly uploaded photos. */
export async function cnicSubmission(platform: TestPlatform, token: string, overrides: Record<string, unknown> = {}) {
  return {
    document_type: 'cnic',
    document_number: '35202-1234567-1',
    legal_name: 'Ayesha Khan',
    date_of_birth: '1999-04-12',
    document_front: await uploadedPhotoId(platform, token, 'document_front'),
    document_back: await uploadedPhotoId(platform, token, 'document_back'),
    selfie: await uploadedPhotoId(platform, token, 'selfie'),
    ...overrides,
  };
}

export const decide = (platform: TestPlatform, token: string, id: string, body: Record<string, unknown>) =>
  platform.request(`/staff/kyc/submissions/${id}/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
