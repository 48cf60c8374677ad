// Photo uploads over HTTP with real images the test makes with sharp: judged by content, re-encoded without
// metadata, stored encrypted; every refusal names the photo and stores nothing.
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { storedBlobs } from '../../db/schema';
import { bearer, goodJpeg, signUp, signUpStaff, submit, cnicSubmission, uploadPhoto } from '../../test/kyc-requests';
import {
  blackPhoto,
  blurredPhoto,
  documentPhoto,
  noisyPhoto,
  notPhotos,
  photoWithGps,
  pixelBomb,
  tinyPhoto,
} from '../../test/test-images';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(60_000);
const platform = setUpTestPlatform({ seed: false });
let learner = '';
beforeAll(async () => {
  learner = await signUp(platform, 'photos@example.com');
});

const storedCount = async () => (await platform.deps.db.select({ value: count() }).from(storedBlobs))[0]?.value ?? 0;

test.each(['jpeg', 'png', 'webp'] as const)('a good %s is accepted: 201 with its id and size', async (format) => {
  const response = await uploadPhoto(
    platform,
    learner,
    'document_front',
    await documentPhoto(format),
    `image/${format}`,
  );
  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    id: expect.any(String),
    kind: 'document_front',
    width: 1600,
    height: 1000,
  });
});

test('a PNG sent as photo.jpg (declared image/jpeg) is judged by its bytes and accepted', async () => {
  const response = await uploadPhoto(platform, learner, 'selfie', await documentPhoto('png'), 'image/jpeg');
  expect(response.status).toBe(201);
});

test.each(Object.entries(notPhotos))(
  'a %s file named .jpg is a 415 at that photo, and nothing is stored',
  async (_, make) => {
    const before = await storedCount();
    const response = await uploadPhoto(platform, learner, 'document_back', make(), 'image/jpeg');
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect((await response.json()).errors).toEqual({
      document_back: [
        expect.stringMatching(/^The file for the back of your document is not a JPEG, PNG or WebP photo/),
      ],
    });
    expect(await storedCount()).toBe(before);
  },
);

test.each([
  ['over 10 MB', () => noisyPhoto(3600, 2800, 97), 413, /larger than 10 MB/],
  ['a pixel bomb', pixelBomb, 422, /more than 50 megapixels/],
  ['300 px', tinyPhoto, 422, /too small \(300 px/],
  ['black', blackPhoto, 422, /too dark/],
  ['blurred', blurredPhoto, 422, /too blurry/],
])('%s: refused with what to fix, naming the selfie', async (_, make, status, message) => {
  const before = await storedCount();
  const response = await uploadPhoto(platform, learner, 'selfie', await make());
  expect(response.status).toBe(status);
  const problem = await response.json();
  expect(problem.errors.selfie[0]).toMatch(message);
  expect(problem.errors.selfie[0]).toMatch(/^The photo of your selfie /);
  expect(await storedCount()).toBe(before);
});

test('GPS EXIF is gone, and the stored bytes are ciphertext that staff get back decrypted as a JPEG', async () => {
  const owner = await signUp(platform, 'gps@example.com');
  const staff = await signUpStaff(platform, 'staff-photos@example.com');
  const withGps = await photoWithGps();
  expect((await sharp(withGps).metadata()).exif).toBeDefined();
  const body = await cnicSubmission(platform, owner);
  const front = await uploadPhoto(platform, owner, 'document_front', withGps);
  body.document_front = ((await front.json()) as { id: string }).id;
  const submitted = await submit(platform, owner, body);
  expect(submitted.status).toBe(201);
  const { id } = (await submitted.json()) as { id: string };

  const photo = await platform.request(`/staff/kyc/submissions/${id}/photos/document_front`, {
    headers: bearer(staff),
  });
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
  expect(photo.headers.get('cache-control')).toBe('private, no-store');
  const served = Buffer.from(await photo.arrayBuffer());
  const meta = await sharp(served).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1000 });
  expect(meta.exif).toBeUndefined();

  const rows = await platform.deps.db.select({ ciphertext: storedBlobs.ciphertext }).from(storedBlobs);
  expect(rows.some((row) => row.ciphertext.equals(served))).toBe(false);
  expect(rows.every((row) => !row.ciphertext.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])))).toBe(true);
});

test('a visitor cannot upload (401); a learner cannot see any photo, their own included (403)', async () => {
  expect((await uploadPhoto(platform, undefined, 'selfie', await goodJpeg())).status).toBe(401);
  const body = await cnicSubmission(platform, learner);
  const { id } = (await (await submit(platform, learner, body)).json()) as { id: string };
  const other = await signUp(platform, 'other@example.com');
  for (const token of [other, learner]) {
    expect(
      (await platform.request(`/staff/kyc/submissions/${id}/photos/selfie`, { headers: bearer(token) })).status,
    ).toBe(403);
  }
  expect((await platform.request(`/staff/kyc/submissions/${id}/photos/selfie`)).status).toBe(401);
});

test('an unknown photo kind is a 400 and stores nothing', async () => {
  const before = await storedCount();
  expect((await uploadPhoto(platform, learner, 'passport_page' as never, await goodJpeg())).status).toBe(400);
  expect(await storedCount()).toBe(before);
});
