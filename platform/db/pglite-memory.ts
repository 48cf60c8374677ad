// The embedded database's memory limits, explicit. PGlite runs PostgreSQL in one WebAssembly memory that starts at
// 128 MB, grows on demand (up to 2 GB) and never shrinks: what PostgreSQL may take is what the server keeps.
// PostgreSQL's default 128 MB of shared buffers alone grew it to 189 MB at start; data beyond the buffers is read
// from the data folder through the operating system's page cache (outside the process), so a small cache costs little.

/** Settings passed as `-c name=value` on PGlite's start; each bounds one part of the WebAssembly heap. */
export const PGLITE_MEMORY_SETTINGS = {
  /** The page cache inside the heap, reserved at start. */
  shared_buffers: '32MB',
  /** Per sort or hash step of a query (hashes may take twice this); the portal's queries are small. */
  work_mem: '4MB',
  /** Temporary tables of the one session. */
  temp_buffers: '8MB',
  /** Index builds in migrations and VACUUM. */
  maintenance_work_mem: '16MB',
} as const;

/** PGlite's own start parameters followed by the memory limits. */
export const pgliteStartParams = (defaults: readonly string[]): string[] => [
  ...defaults,
  ...Object.entries(PGLITE_MEMORY_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];
