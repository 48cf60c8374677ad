// Encrypted storage in a real (in-memory PGlite) database: what lands in the table is not the file.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { storedBlobs } from '../../db/schema';
import { setUpTestPlatform } from '../../test/test-platform';
import { documentPhoto } from '../../test/test-images';
import { createDatabaseBlobStore } from './database-blob-store';

const platform = setUpTestPlatform({ seed: false });
const key = randomBytes(32);

test('stored bytes are ciphertext with a fresh IV each time, and decrypt back to the photo', async () => {
  const store = createDatabaseBlobStore(platform.deps.db, key);
  const photo = await documentPhoto('jpeg');
  const [first, second] = [
    await store.put({ bytes: photo, contentType: 'image/jpeg' }),
    await store.put({ bytes: photo, contentType: 'image/jpeg' }),
  ];
  const rows = await Promise.all(
    [first, second].map(
      async (id) => (await platform.deps.db.select().from(storedBlobs).where(eq(storedBlobs.id, id)))[0]!,
    ),
  );
  for (const row of rows) {
    expect(row.ciphertext.equals(photo)).toBe(false);
    expect(row.ciphertext.includes(photo.subarray(0, 64))).toBe(false);
    expect(row.byteLength).toBe(photo.length);
  }
  expect(rows[0]!.iv.equals(rows[1]!.iv)).toBe(false);
  expect(rows[0]!.ciphertext.equals(rows[1]!.ciphertext)).toBe(false);
  expect(await store.get(first)).toEqual({ bytes: photo, contentType: 'image/jpeg' });
});

test('a changed byte, a row copied under another id, or another key does not decrypt', async () => {
  const store = createDatabaseBlobStore(platform.deps.db, key);
  const id = await store.put({ bytes: Buffer.from('secret document'), contentType: 'image/jpeg' });
  const [row] = await platform.deps.db.select().from(storedBlobs).where(eq(storedBlobs.id, id));
  const flipped = Buffer.from(row!.ciphertext);
  flipped[0]! ^= 1;
  await platform.deps.db.update(storedBlobs).set({ ciphertext: flipped }).where(eq(storedBlobs.id, id));
  await expect(store.get(id)).rejects.toThrow();

  const copyId = await store.put({ bytes: Buffer.from('another'), contentType: 'image/jpeg' });
  await platform.deps.db
    .update(storedBlobs)
    .set({ ciphertext: row!.ciphertext, iv: row!.iv, authTag: row!.authTag })
    .where(eq(storedBlobs.id, copyId));
  await expect(store.get(copyId)).rejects.toThrow();

  const good = await store.put({ bytes: Buffer.from('fine'), contentType: 'image/jpeg' });
  await expect(createDatabaseBlobStore(platform.deps.db, randomBytes(32)).get(good)).rejects.toThrow(/another key/);
});

test('deleted and unknown keys read as nothing', async () => {
  const store = createDatabaseBlobStore(platform.deps.db, key);
  const id = await store.put({ bytes: Buffer.from('x'), contentType: 'image/jpeg' });
  await store.delete([id, 'not-a-uuid']);
  expect(await store.get(id)).toBeUndefined();
  expect(await store.get('not-a-uuid')).toBeUndefined();
});
