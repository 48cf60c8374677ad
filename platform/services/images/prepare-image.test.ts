// The content check and re-encode on real images the test makes with sharp.
import sharp from 'sharp';
import type { Problem } from '@/contract';
import { refusalOf } from '../../test/refusal';
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
import { prepareImage } from './prepare-image';

const rules = { field: 'document_front', label: 'the front of your document' };

async function refusal(bytes: Buffer): Promise<Problem> {
  return refusalOf(prepareImage(bytes, rules));
}

test.each(['jpeg', 'png', 'webp'] as const)(
  'a good %s becomes a JPEG of the same size without metadata',
  async (format) => {
    const prepared = await prepareImage(await documentPhoto(format), rules);
    const meta = await sharp(prepared.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1000 });
    expect(prepared).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 1000 });
  },
);

test('what a file is depends on its bytes: a PNG (whatever its name) is accepted as a PNG', async () => {
  // The platform never sees a name or trusts a declared type; a PNG called photo.jpg is just PNG bytes.
  const png = await documentPhoto('png');
  expect((await sharp(png).metadata()).format).toBe('png');
  expect((await prepareImage(png, rules)).contentType).toBe('image/jpeg');
});

test.each(Object.entries(notPhotos))(
  'a %s file named .jpg is refused as not a photo (415), naming the photo',
  async (_, make) => {
    const error = await refusal(make());
    expect(error.status).toBe(415);
    expect(error.errors).toEqual({
      document_front: [
        'The file for the front of your document is not a JPEG, PNG or WebP photo. Take a photo or choose one in one of those formats.',
      ],
    });
  },
);

test('a photo over 10 MB is refused (413)', async () => {
  const big = await noisyPhoto(3600, 2800, 97);
  expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
  expect((await refusal(big)).status).toBe(413);
});

test('a pixel bomb is refused from its header, before decoding', async () => {
  const error = await refusal(await pixelBomb());
  expect(error.status).toBe(422);
  expect(error.detail).toMatch(/more than 50 megapixels/);
});

test.each([
  ['300 px', tinyPhoto, /too small \(300 px on its shorter side; at least 600 px\)/],
  ['black', blackPhoto, /is too dark/],
  ['blurred', blurredPhoto, /is too blurry to read/],
])('a %s photo is refused with what to fix', async (_, make, message) => {
  const error = await refusal(await make());
  expect(error.status).toBe(422);
  expect(error.errors?.document_front?.[0]).toMatch(message);
  expect(error.detail).toMatch(/^The photo of the front of your document /);
});

test('GPS and camera EXIF are gone after re-encoding', async () => {
  const original = await photoWithGps();
  expect((await sharp(original).metadata()).exif).toBeDefined();
  const meta = await sharp((await prepareImage(original, rules)).bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.icc).toBeUndefined();
});

test('large photos are scaled to fit 2,000 px; a damaged one is refused', async () => {
  const prepared = await prepareImage(await documentPhoto('jpeg', 3000, 2400), rules);
  expect([prepared.width, prepared.height]).toEqual([2000, 1600]);
  const truncated = (await documentPhoto('png')).subarray(0, 2000);
  expect((await refusal(truncated)).detail).toMatch(/could not be read/);
});
