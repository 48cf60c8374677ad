// The small interface stored files go through. The database implementation is the default (every instance sees
// the same files, a database backup holds them); object storage could implement the same three calls later.
export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

export interface BlobStore {
  /** Stores the bytes encrypted; answers the key that finds them again. */
  put(blob: StoredBlob): Promise<string>;
  /** The decrypted bytes, or undefined when the key is unknown (deleted, never stored). */
  get(key: string): Promise<StoredBlob | undefined>;
  /** Deleting an unknown key is not an error. */
  delete(keys: string[]): Promise<void>;
}
