// AES-256-GCM for stored files: a fresh 96-bit IV per file, the 128-bit tag checked on every read, and the
// file's key in the store bound in as additional data, so a ciphertext copied onto another row does not decrypt.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

interface Sealed {
  iv: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

export function seal(key: Buffer, plaintext: Buffer, boundTo: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, ciphertext, tag: cipher.getAuthTag() };
}

/** Throws when the key is wrong or a single byte was changed. */
export function open(key: Buffer, sealed: Sealed, boundTo: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
}

/** A short, non-secret name of a key, stored beside each file: a read with another key fails with a clear message. */
export const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);
