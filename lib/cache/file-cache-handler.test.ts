// The default page cache over Next's own file cache in a scratch build folder: a rendered page is written to
// disk, a page that answered 404 (a made-up URL) is not.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import FileCacheHandler from './file-cache-handler.mjs';

let serverDistDir: string;
beforeEach(() => {
  serverDistDir = path.join(mkdtempSync(path.join(tmpdir(), 'file-cache-')), 'server');
});
afterEach(() => rmSync(path.dirname(serverDistDir), { recursive: true, force: true }));

const files = (dir: string): string[] => {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [entry.name]));
  } catch {
    return [];
  }
};

const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: `<h1>${status}</h1>`,
  rscData: Buffer.from('rsc'),
  headers: {},
  postponed: undefined,
  status,
  segmentData: new Map(),
});

test('a page that answered 200 is kept on disk; one that answered 404 is not, nor served again', async () => {
  const handler = new FileCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir, maxMemoryCacheSize: 0, revalidatedTags: [] });
  const cacheControl = { revalidate: 300, expire: 86_400 };
  await handler.set('/full-stack-web-development', page(200), { cacheControl });
  await handler.set('/made-up-name', page(404), { cacheControl });
  const written = files(serverDistDir);
  expect(written.some((name) => name.startsWith('full-stack-web-development'))).toBe(true);
  expect(written.filter((name) => name.includes('made-up-name'))).toEqual([]);
  expect(await handler.get('/made-up-name', { kind: 'APP_PAGE', isFallback: false })).toBeNull();
});

test('pages come back as ASCII text that reads the same, whether written by the build or by a render', async () => {
  const cacheControl = { revalidate: 300, expire: 86_400 };
  const options = { fs: nodeFs, flushToDisk: true, serverDistDir, maxMemoryCacheSize: 50 * 1024 * 1024, revalidatedTags: [] };
  const withDash = { ...page(200), html: '<title>Learner Portal — programmes</title><h1>A semester’s fee</h1>' };
  // The build writes its pages with Next's own file cache, as rendered.
  const NextFileCache = FileSystemCache as unknown as typeof FileCacheHandler;
  await new NextFileCache(options).set('/about-us', withDash, { cacheControl });
  const rendered = new FileCacheHandler(options);
  await rendered.set('/full-stack-web-development', withDash, { cacheControl });
  for (const key of ['/about-us', '/full-stack-web-development']) {
    const entry = (await rendered.get(key, { kind: 'APP_PAGE', isFallback: false })) as { value: { html: string } };
    expect(entry.value.html).toBe('<title>Learner Portal &#x2014; programmes</title><h1>A semester&#x2019;s fee</h1>');
  }
});
