// The shared page cache on a throwaway PostgreSQL cluster: a page rendered for one SITE_URL is a miss for an instance
// of the same build started with another (its canonical URL and og:url name the first address), while data entries,
// which name no address, are shared.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestPostgres } from '../../e2e-production/cluster/postgres';

let postgres: TestPostgres;
let distDir: string;
// Imported once DATABASE_URL names the cluster: the handler's pool reads it.
let Handler: typeof import('./postgres-cache-handler.mjs').default;

beforeAll(async () => {
  postgres = await TestPostgres.create(Number(process.env.E2E_PORT ?? 3210) + 9000);
  process.env.DATABASE_URL = postgres.url();
  distDir = mkdtempSync(path.join(tmpdir(), 'pg-cache-'));
  writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-1');
  ({ default: Handler } = await import('./postgres-cache-handler.mjs'));
}, 60_000);
afterAll(() => {
  postgres?.destroy();
  rmSync(distDir, { recursive: true, force: true });
  delete process.env.DATABASE_URL;
  delete process.env.SITE_URL;
});

const instanceAt = (siteUrl: string) => {
  process.env.SITE_URL = siteUrl;
  return new Handler({ serverDistDir: path.join(distDir, 'server') });
};
const cacheControl = { revalidate: 300, expire: 86_400 };
const aboutUs = (origin: string) => ({
  kind: 'APP_PAGE',
  html: `<link rel="canonical" href="${origin}/about-us">`,
  rscData: Buffer.from('rsc'),
  headers: {},
  status: 200,
  segmentData: new Map(),
});

test('a page rendered for another SITE_URL is a miss; the same site, spelt with a final slash, hits', async () => {
  await instanceAt('http://localhost:3000').set('/about-us', aboutUs('http://localhost:3000'), { cacheControl });
  expect(await instanceAt('https://learn.example.org').get('/about-us', { kind: 'APP_PAGE' })).toBeNull();
  const same = await instanceAt('http://localhost:3000/').get('/about-us', { kind: 'APP_PAGE' });
  expect((same?.value as { html?: string } | undefined)?.html).toContain('http://localhost:3000/about-us');
});

test('data entries are shared by every site', async () => {
  const data = { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200, url: 'http://p/x' }, revalidate: 60 };
  await instanceAt('http://localhost:3000').set('0123abcd', data, { cacheControl, tags: [] });
  const entry = await instanceAt('https://learn.example.org').get('0123abcd', { kind: 'FETCH', tags: [] });
  expect(entry?.value).toMatchObject({ kind: 'FETCH' });
});
