// The whole pipeline on real requests: bounded read, re-encode, encrypted store.
import { storedBlobs } from '../../db/schema';
import { setUpTestPlatform } from '../../test/test-platform';
import { documentPhoto } from '../../test/test-images';
import { storageOf } from '../storage/storage-of';
import { acceptImage } from './accept-image';
import { refusalOf } from '../../test/refusal';

const platform = setUpTestPlatform({ seed: false });

const rules = { field: 'receipt', label: 'your receipt' };
const OWNER = 'an account id';
const upload = (body: ReadableStream<Uint8Array> | Uint8Array, headers: Record<string, string> = {}) =>
  new Request('http://platform.test/upload', {
    method: 'POST',
    body: body as BodyInit,
    headers,
    duplex: 'half',
  } as RequestInit);

test('an accepted photo is stored encrypted and reads back as the re-encoded JPEG', async () => {
  const accepted = await acceptImage(platform.deps, upload(await documentPhoto('webp')), rules, OWNER);
  expect(accepted).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 1000 });
  const stored = await storageOf(platform.deps).get(accepted.key);
  expect(stored?.contentType).toBe('image/jpeg');
  expect(stored?.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(stored?.bytes.length).toBe(accepted.byteLength);
});

test('a declared Content-Length over 10 MB is refused before reading; so is a stream that grows past it', async () => {
  const before = (await platform.deps.db.select().from(storedBlobs)).length;
  let pulled = 0;
  const endless = () =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
  expect(await refusalOf(acceptImage(platform.deps, upload(endless()), rules, OWNER))).toMatchObject({
    status: 413,
    errors: { receipt: [expect.stringMatching(/larger than 10 MB/)] },
  });
  expect(pulled).toBeLessThanOrEqual(12);

  pulled = 0;
  const declared = upload(endless(), { 'content-length': String(11 * 1024 * 1024) });
  expect(await refusalOf(acceptImage(platform.deps, declared, rules, OWNER))).toMatchObject({ status: 413 });
  expect(pulled).toBeLessThanOrEqual(1);
  expect((await platform.deps.db.select().from(storedBlobs)).length).toBe(before);
});
