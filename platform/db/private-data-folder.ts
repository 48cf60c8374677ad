// The embedded database's folder holds everything the platform keeps (identity numbers, password hashes, e-mails,
// and the write-ahead log with all of them): only the server's own account may read it. PGlite copies the folder
// initdb made with mode 0666 and writes its relation cache's init files 0644 on every start; other new files go
// through Node's fs with the process umask (0644 by default).
import { chmodSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

const PRIVATE_FOLDER_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/**
 * Files and folders this process creates from now on are its own account's alone (umask 077): the database's new
 * relation files and WAL segments, and Next's cache beside it, which nobody else needs to read. Worker threads may
 * not change the umask (a build's page workers): tightenDataFolder at the next start still covers their files.
 */
export function createPrivateFiles(): void {
  if (isMainThread) process.umask(0o077);
}

/** Folders 0700 and files 0600 under `dir`, itself included: what initdb copied, and folders of earlier versions. */
export function tightenDataFolder(dir: string): void {
  chmodSync(dir, PRIVATE_FOLDER_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    // Symbolic links are left alone: chmod would follow them out of the folder.
    if (entry.isDirectory()) tightenDataFolder(entryPath);
    else if (entry.isFile()) chmodSync(entryPath, PRIVATE_FILE_MODE);
  }
}
