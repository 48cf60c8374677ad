// An operator who forgets SITE_URL finds out at once: `next start` refuses with one line, instead of serving
// canonical URLs, Open Graph and a sitemap that point at localhost.
import { test, expect } from '@playwright/test';
import { mainPort, spawnNextStart } from './second-server';

test('next start without SITE_URL refuses to start, saying so in one line', async () => {
  test.setTimeout(60_000);
  // E2E_PORT + 6000: it never listens there for long (start-up stops before serving). No SITE_URL (undefined is left
  // out of the child's environment).
  const child = spawnNextStart(
    mainPort + 6000,
    { PLATFORM_API_URL: 'http://127.0.0.1:9/api/v1', SITE_URL: undefined },
    'pipe',
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Should it start after all, it is stopped rather than left running (and the test fails on the exit code).
  const stop = setTimeout(() => child.kill('SIGKILL'), 45_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(stop);
  expect(code).toBe(1);
  const lines = output.split('\n').filter((line) => line.includes('SITE_URL'));
  expect(lines).toEqual([
    'Refusing to start: Invalid configuration: SITE_URL must be set in production (the public origin, e.g. https://learn.example.org)',
  ]);
});
