// Every route handler among the pages keeps its own methods, and every page answers GET, HEAD and a form's POST.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pageMethods } from './page-methods';

const localeDir = path.join(process.cwd(), 'app/[locale]');
const files = (name: string) =>
  readdirSync(localeDir, { recursive: true, encoding: 'utf8' }).filter((file) => path.basename(file) === name);

/** An address the file answers: groups dropped, each [param] a sample value. */
const address = (file: string) =>
  '/' +
  path
    .dirname(file)
    .split(path.sep)
    .filter((segment) => segment !== '.' && !/^\(.+\)$/.test(segment))
    .map((segment) => (/^\[.+\]$/.test(segment) ? 'x' : segment))
    .join('/');

test.each(files('route.ts').map(address))('%s is a route handler: its own methods', (pathname) => {
  expect(pageMethods(pathname)).toBeNull();
  if (!pathname.startsWith('/staff')) expect(pageMethods(`/ur${pathname}`)).toBeNull();
});

test.each(files('page.tsx').map(address))('%s is a page: GET, HEAD and a form’s POST', (pathname) => {
  expect(pageMethods(pathname)).toEqual(['GET', 'HEAD', 'POST']);
});

test('robots.txt and sitemap.xml are read only', () => {
  for (const pathname of ['/robots.txt', '/sitemap.xml']) expect(pageMethods(pathname)).toEqual(['GET', 'HEAD']);
});
