// The default page cache (one file per entry) in a scratch build folder: a rendered page is written to
// disk, a page that answered 404 (a made-up URL) is not, and a page the build rendered for another SITE_URL is a miss.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordBuildSiteUrl } from '../build/build-site-url.mjs';
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

const page = (status: number, html = `<h1>${status}</h1>`) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  headers: {},
  postponed: undefined,
  status,
  segmentData: new Map(),
});

test('a page that answered 200 is kept on disk; one that answered 404 is not, nor served again', async () => {
  const handler = new FileCacheHandler({ serverDistDir });
  const cacheControl = { revalidate: 300, expire: 86_400 };
  await handler.set('/full-stack-web-development', page(200), { cacheControl });
  await handler.set('/made-up-name', page(404), { cacheControl });
  const written = files(serverDistDir);
  expect(written.some((name) => name.startsWith('full-stack-web-development'))).toBe(true);
  expect(written.filter((name) => name.includes('made-up-name'))).toEqual([]);
  expect(await handler.get('/made-up-name', { kind: 'APP_PAGE', isFallback: false })).toBeNull();
});

describe('a server started with another SITE_URL than its build', () => {
  const built = 'http://localhost:3000';
  const handlerAt = (siteUrl: string) => {
    process.env.SITE_URL = siteUrl;
    return new FileCacheHandler({ serverDistDir });
  };
  const aboutUs = { kind: 'APP_PAGE', isFallback: false };
  const cacheControl = { revalidate: 300, expire: 86_400 };
  const html = (entry: unknown) => (entry as { value?: { html?: string } } | null)?.value?.html;
  afterEach(() => delete process.env.SITE_URL);

  test('misses the page the build made (its canonical names the build’s address), then keeps its own apart', async () => {
    recordBuildSiteUrl(path.dirname(serverDistDir), built);
    // What `next build` wrote (the same files under the same key) before any server started.
    await handlerAt(built).set('/about-us', page(200, `<link rel="canonical" href="${built}/about-us">`), {
      cacheControl,
    });
    const elsewhere = handlerAt('https://learn.example.org');
    expect(await elsewhere.get('/about-us', aboutUs)).toBeNull();

    await elsewhere.set('/about-us', page(200, '<link rel="canonical" href="https://learn.example.org/about-us">'), {
      cacheControl,
    });
    expect(html(await elsewhere.get('/about-us', aboutUs))).toContain('https://learn.example.org/about-us');
    // The build's own address still gets the build's page, untouched.
    expect(html(await handlerAt(`${built}/`).get('/about-us', aboutUs))).toContain(`${built}/about-us`);
  });

  test('data entries (no page, no address) are shared whatever the site', async () => {
    recordBuildSiteUrl(path.dirname(serverDistDir), built);
    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: 'e30=', status: 200, url: 'http://platform/x' },
      revalidate: 60,
    };
    await handlerAt(built).set('0123abcd', data, { fetchCache: true, tags: [], cacheControl });
    const entry = await handlerAt('https://learn.example.org').get('0123abcd', {
      kind: 'FETCH',
      tags: [],
      softTags: [],
    });
    expect((entry as { value?: unknown } | null)?.value).toMatchObject({ kind: 'FETCH' });
  });
});

describe('tags revalidated', () => {
  const cacheControl = { revalidate: 300, expire: 86_400 };
  const fetchCtx = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [] });
  const data = {
    kind: 'FETCH',
    data: { headers: {}, body: 'e30=', status: 200, url: 'http://platform/x' },
    revalidate: 300,
  };

  test('at once: entries with the tag are gone, others stay; a handler made later still knows', async () => {
    const handler = new FileCacheHandler({ serverDistDir });
    await handler.set('programmes-list', data, { fetchCache: true, tags: ['programmes'], cacheControl });
    await handler.set('site-settings', data, { fetchCache: true, tags: ['site'], cacheControl });
    await handler.revalidateTag('programmes', { expire: 0 });
    const later = new FileCacheHandler({ serverDistDir });
    expect(await later.get('programmes-list', fetchCtx(['programmes']))).toBeNull();
    expect(await later.get('site-settings', fetchCtx(['site']))).not.toBeNull();
  });

  test('with a stale window: served once more as stale (older than its revalidate period)', async () => {
    const handler = new FileCacheHandler({ serverDistDir });
    await handler.set('instructors-list', data, { fetchCache: true, tags: ['instructors'], cacheControl });
    await handler.revalidateTag(['instructors'], {});
    const entry = (await handler.get('instructors-list', fetchCtx(['instructors']))) as { lastModified: number };
    expect(Date.now() - entry.lastModified).toBeGreaterThan(300_000);
  });
});
