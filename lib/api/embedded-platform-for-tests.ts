// For client tests against the real embedded platform (in-memory PGlite with the demo catalogue): its settings,
// set before the platform is first imported (it reads them then), and the file's hooks that start and stop it.
// The platform is imported in beforeAll, so call this at the top of the test file before importing code that uses it.
process.env.PGLITE_DATA_DIR = 'memory://';
process.env.AUTH_SECRET = 'embedded-platform-test-secret-of-at-least-32-chars';
process.env.STORAGE_ENCRYPTION_KEY = 'a'.repeat(64);
process.env.LOG_LEVEL = 'silent';

type Platform = typeof import('@/platform');

/** Installs beforeAll/afterAll; the answer gives the started platform inside hooks and tests. */
export function setUpEmbeddedPlatform(): () => Platform {
  let platform: Platform | undefined;
  beforeAll(async () => {
    platform = await import('@/platform');
    await platform.startPlatform();
  }, 60_000);
  afterAll(() => platform?.stopPlatform());
  return () => {
    if (!platform) throw new Error('The embedded platform starts in beforeAll; use it inside hooks and tests.');
    return platform;
  };
}
