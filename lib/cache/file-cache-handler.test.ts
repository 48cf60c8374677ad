// The default page cache over Next's own file cache in a scratch build folder: a rendered page is written to
// disk, a page that answered 404 (a made-up URL) is not.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import FileCacheHandler from './file-cache-handler.mjs';

let serverDistDir: string;
beforeEach(() => {
  serverDistDir = path.join(mkdtempSync(path.join(tmpdir(), 'file-cache-')), 'server');
});
afterEach(() => rmSync(path.dirname(serverDistDir), { recursive: true, force: true }));

const files = (dir: string): string[] => {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [entry.name],
    );
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
  const handler = new FileCacheHandler({
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir,
    maxMemoryCacheSize: 0,
    revalidatedTags: [],
  });
  const cacheControl = { revalidate: 300, expire: 86_400 };
  await handler.set('/full-stack-web-development', page(200), { cacheControl });
  await handler.set('/made-up-name', page(404), { cacheControl });
  const written = files(serverDistDir);
  expect(written.some((name) => name.startsWith('full-stack-web-development'))).toBe(true);
  expect(written.filter((name) => name.includes('made-up-name'))).toEqual([]);
  expect(await handler.get('/made-up-name', { kind: 'APP_PAGE', isFallback: false })).toBeNull();
});
