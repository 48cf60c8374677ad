// Next reads a page's `export const revalidate` statically, so it must be a literal; each one is held here to the one
// lifetime of public data (PUBLIC_CACHE), which the data cache and the platform's Cache-Control read directly.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_CACHE } from '@/contract';

const appDir = path.join(process.cwd(), 'app');
const segments = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)(page|layout|route)\.tsx?$/.test(file))
  .flatMap((file) => {
    const declared = /^export const revalidate = (.+);$/m.exec(readFileSync(path.join(appDir, file), 'utf8'));
    return declared ? [[file, declared[1]] as const] : [];
  });

test('the cached public pages declare a revalidate', () => {
  expect(segments.length).toBeGreaterThanOrEqual(10);
});

test.each(segments)('%s revalidates with the public data it shows', (_file, value) => {
  expect(value).toBe(String(PUBLIC_CACHE.revalidateSeconds));
});
