// Production at scale, tried as an operator would: two instances of the build on one PostgreSQL behind nginx
// with the deploy configuration. Sessions cross instances, a catalogue change shows everywhere after one
// revalidation call (pages and the catalogue API), a publish on the catalogue editor of one instance shows on the other
// and through nginx, SIGTERM drains under write load, a database outage answers 503 fast and writes
// nothing late, nginx refuses paths that are not UTF-8 with a 400 page, and holds one client walking made-up addresses to its allowance. Run by scripts/test-production.sh (npm run test:production).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { REVALIDATE_SECRET, startCluster, type Cluster } from './cluster/cluster';
import { burst, pageAllowance } from './cluster/per-client-limit';
import { PASSWORD, signUp } from './cluster/sign-up';
import { sendWrite, summary, writeLoad, type Write } from './cluster/write-load';

test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  cluster = await startCluster();
});
test.afterAll(async () => cluster?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Every call has an end: a hang fails the step instead of the whole run. */
const request = (url: string, init: RequestInit = {}) => fetch(url, { signal: AbortSignal.timeout(30_000), ...init });
const local = (port: number) => `http://localhost:${port}`;
// The page's h1 as text: its words may sit in inner elements (a span saying which language a text is in).
const heading = async (url: string) =>
  (await (await request(url)).text()).match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]*>/g, '');

async function storedMarkers(): Promise<string[]> {
  const rows = await cluster.postgres.query<{ message: string }>(
    "SELECT message FROM support_requests WHERE message LIKE 'Load test request %'",
  );
  return rows.map((row) => row.message.replace('Load test request ', '')).sort();
}

test('two instances started together on an empty database migrate and seed it once, taking turns', async () => {
  const journal = JSON.parse(readFileSync('platform/db/migrations/meta/_journal.json', 'utf8')) as {
    entries: unknown[];
  };
  const applied = await cluster.postgres.query<{ count: string }>('SELECT count(*) FROM drizzle.__drizzle_migrations');
  expect(Number(applied[0]?.count)).toBe(journal.entries.length);
  const seeded = cluster.instances
    .flatMap((instance) => instance.logs())
    .filter((line) => line.msg === 'demo catalogue seeded');
  expect(seeded).toHaveLength(1);
});

test('a learner signed in on one instance is signed in on the other, and through nginx', async ({ page }) => {
  const [a, b] = cluster.instances;
  const email = `operator-${Date.now()}@example.com`;
  await signUp(a.url, cluster.postgres, 'Zainab Malik', email);
  // A deployment hashes at the production cost (the end-to-end run's server is told to use the tests' cheap one).
  const [account] = await cluster.postgres.query<{ password_hash: string }>(
    'SELECT password_hash FROM accounts WHERE email = $1',
    'portal',
    [email],
  );
  expect(account?.password_hash).toMatch(/^scrypt\$65536\$8\$2\$/);

  await page.goto(`${local(a.port)}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Zainab Malik' })).toBeVisible();

  for (const origin of [local(b.port), local(cluster.nginx.port), local(cluster.nginx.port)]) {
    const response = await page.goto(`${origin}/user-dashboard`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Zainab Malik' })).toBeVisible();
  }
});

test('a catalogue change shows on both instances, and through nginx, after one revalidation call', async () => {
  const [a, b] = cluster.instances;
  const [programme, other] = await cluster.postgres.query<{ slug: string; title: string }>(
    'SELECT slug, title FROM programmes ORDER BY position LIMIT 2',
  );
  if (!programme || !other) throw new Error('no programmes seeded');
  // A page no instance has served yet shows the database as it is now, not what the build machine prerendered.
  await cluster.postgres.query('UPDATE programmes SET title = $1 WHERE slug = $2', 'portal', [
    `${other.title} today`,
    other.slug,
  ]);
  for (const instance of [a, b]) expect(await heading(`${instance.url}/${other.slug}`)).toBe(`${other.title} today`);

  const path = `/${programme.slug}`;
  for (const instance of [a, b]) expect(await heading(instance.url + path)).toBe(programme.title);

  const revised = `${programme.title} (revised)`;
  await cluster.postgres.query('UPDATE programmes SET title = $1 WHERE slug = $2', 'portal', [revised, programme.slug]);
  // Cached: the database changed, the pages did not.
  for (const instance of [a, b]) expect(await heading(instance.url + path)).toBe(programme.title);

  const revalidate = (authorization?: string) =>
    request(`${cluster.nginx.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ tags: ['programmes'] }),
    });
  expect((await revalidate()).status).toBe(401);
  expect((await revalidate('Bearer not-the-secret')).status).toBe(401);
  const answer = await revalidate(`Bearer ${REVALIDATE_SECRET}`);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ revalidated: ['programmes'] });

  // Either instance took the call; both show the change at once, nginx once its short copy lapses.
  for (const instance of [a, b]) expect(await heading(instance.url + path)).toBe(revised);
  await expect.poll(() => heading(cluster.nginx.url + path), { timeout: 20_000 }).toBe(revised);
});

test('a publish on the catalogue editor of instance A is served by instance B and through nginx', async ({ page }) => {
  const [a, b] = cluster.instances;
  const [programme] = await cluster.postgres.query<{ slug: string; title: string }>(
    'SELECT slug, title FROM programmes ORDER BY position LIMIT 1 OFFSET 2',
  );
  if (!programme) throw new Error('no programmes seeded');
  const path = `/${programme.slug}`;
  // Every instance and nginx have served (and keep) the page as it is.
  for (const origin of [a.url, b.url, cluster.nginx.url]) expect(await heading(origin + path)).toBe(programme.title);

  // The institute's first administrator: registered on the web, made one with the operator's command.
  const email = `catalogue-admin-${Date.now()}@example.com`;
  await signUp(a.url, cluster.postgres, 'Amna Administrator', email);
  const granted = spawnSync('npm', ['run', '--silent', 'staff:add', '--', '--admin', email], {
    env: { ...process.env, DATABASE_URL: cluster.postgres.url() },
    encoding: 'utf8',
  });
  expect(granted.status, granted.stderr).toBe(0);

  // On instance A: the editor, a new title saved as a draft, then published. No call to /api/revalidate.
  const editor = `/staff/catalogue/programmes/${programme.slug}`;
  await page.goto(`${local(a.port)}/login?next=${encodeURIComponent(editor)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: programme.title })).toBeVisible();
  const revised = `${programme.title} (published on A)`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(revised);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  // A draft is nobody's page yet.
  for (const origin of [a.url, b.url]) expect(await heading(origin + path)).toBe(programme.title);
  await page.getByRole('button', { name: 'Publish the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published (version' })).toBeVisible();

  // Both instances at once (the publish expired the tags in the shared cache), nginx once its short copy lapses.
  for (const instance of [a, b]) expect(await heading(instance.url + path)).toBe(revised);
  await expect.poll(() => heading(cluster.nginx.url + path), { timeout: 20_000 }).toBe(revised);
});

test('the catalogue API: both instances answer a change at once, with one ETag for the same bytes', async () => {
  const [a, b] = cluster.instances;
  const [programme] = await cluster.postgres.query<{ slug: string; title: string }>(
    'SELECT slug, title FROM programmes ORDER BY position DESC LIMIT 1',
  );
  if (!programme) throw new Error('no programmes seeded');
  const read = async (url: string, headers: Record<string, string> = {}) => {
    const answer = await request(url, { headers });
    return {
      status: answer.status,
      etag: answer.headers.get('etag'),
      title: answer.status === 200 ? ((await answer.json()) as { title: string }).title : undefined,
    };
  };
  const path = `/api/v1/programmes/${programme.slug}`;
  const listed = async (url: string) =>
    ((await (await request(`${url}/api/v1/programmes?limit=100`)).json()) as { items: { title: string }[] }).items.map(
      (p) => p.title,
    );
  const first = await read(a.url + path);
  expect(first).toMatchObject({ status: 200, title: programme.title });
  // The platform answers from the database; the same bytes carry the same ETag, so either answers the other's with a 304.
  expect(await read(b.url + path)).toEqual(first);
  expect((await read(b.url + path, { 'if-none-match': first.etag! })).status).toBe(304);
  expect(await listed(b.url)).toContain(programme.title);

  const revised = `${programme.title} (API revised)`;
  await cluster.postgres.query('UPDATE programmes SET title = $1 WHERE slug = $2', 'portal', [revised, programme.slug]);
  // No instance keeps a copy of an API answer (shared HTTP caching is nginx's): a change shows on both at once.
  for (const instance of [a, b]) expect((await read(instance.url + path)).title).toBe(revised);
  const fresh = await read(b.url + path, { 'if-none-match': first.etag! });
  expect(fresh).toMatchObject({ status: 200, title: revised });
  expect(fresh.etag).not.toBe(first.etag);
  expect((await read(b.url + path, { 'if-none-match': fresh.etag! })).status).toBe(304);
  expect(await listed(b.url)).toContain(revised);
});

test('SIGTERM during a write load: every write answered, the instance drains and exits 0, no key left claimed', async () => {
  const [, b] = cluster.instances;
  const stopped = sleep(2_000).then(() => b.stop('SIGTERM'));
  const writes = await writeLoad(
    cluster.nginx.url,
    10,
    stopped.then(() => sleep(2_000)),
  );
  expect(await stopped).toBe(0);
  const shutdown = b.logs().filter((line) => String(line.msg).startsWith('shutdown:'));
  expect(shutdown).toHaveLength(1);
  expect(shutdown[0]).toMatchObject({ signal: 'SIGTERM', drained: true });

  expect(writes.length).toBeGreaterThan(20);
  expect(writes.filter((write) => write.outcome !== 201)).toEqual([]);
  expect(await cluster.postgres.query('SELECT key FROM idempotency_keys WHERE status IS NULL')).toEqual([]);
  expect(await storedMarkers()).toEqual(writes.map((write) => write.marker).sort());

  b.launch();
  await b.ready();
});

/** A learner's session cookies, as the browser would send them after signing up on `origin`. */
async function sessionCookies(origin: string): Promise<string> {
  const auth = await signUp(origin, cluster.postgres, 'Bilal Ahmed', `outage-${Date.now()}@example.com`);
  const cookies = {
    access_token: auth.access_token,
    refresh_token: auth.refresh_token,
    lms_token: auth.lms_token,
    is_authenticated: 'true',
    user_data: encodeURIComponent(JSON.stringify(auth.user)),
  };
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

test('the database paused, then stopped: 503s in seconds, nothing written late, and recovery', async () => {
  const [a, b] = cluster.instances;
  const before = await storedMarkers();
  const cookie = await sessionCookies(a.url);
  expect((await request(`${a.url}/user-dashboard`, { headers: { cookie } })).status).toBe(200);
  let writes: Write[] = [];
  const paused = (async () => {
    await sleep(1_000);
    cluster.postgres.freeze();
    await sleep(1_000);
    expect((await request(`${a.url}/api/ready`)).status).toBe(503);
    // The learner's page says "service unavailable" with a real 503.
    expect((await request(`${b.url}/user-dashboard`, { headers: { cookie } })).status).toBe(503);
    await sleep(4_000);
    cluster.postgres.thaw();
    await sleep(1_000);
  })();
  writes = await writeLoad(cluster.nginx.url, 5, paused);
  await paused;
  console.log(`writes while the database was paused: ${summary(writes)}`);

  // Every write got an answer (none hung until the client gave up), and only the 201s were stored: wait past
  // any late commit, then compare.
  expect(writes.filter((write) => typeof write.outcome !== 'number')).toEqual([]);
  expect(new Set(writes.map((write) => write.outcome))).toEqual(new Set([201, 503]));
  await sleep(5_000);
  const stored = (await storedMarkers()).filter((marker) => !before.includes(marker));
  expect(stored).toEqual(
    writes
      .filter((write) => write.outcome === 201)
      .map((write) => write.marker)
      .sort(),
  );

  for (const origin of [cluster.nginx.url, a.url, b.url])
    expect((await request(`${origin}/about-us`)).status).toBe(200);
  cluster.postgres.stop();
  for (const instance of [a, b]) expect((await request(`${instance.url}/api/ready`)).status).toBe(503);
  expect((await sendWrite(cluster.nginx.url)).outcome).toBe(503);
  // Public pages stay up: nginx and each instance serve the copies they last had.
  for (const origin of [cluster.nginx.url, a.url, b.url])
    expect((await request(`${origin}/about-us`)).status).toBe(200);

  cluster.postgres.start();
  for (const instance of [a, b])
    await expect.poll(async () => (await request(`${instance.url}/api/ready`)).status, { timeout: 20_000 }).toBe(200);
  expect((await sendWrite(cluster.nginx.url)).outcome).toBe(201);
});

test('a path that is not UTF-8 once decoded: a 400 page from nginx, where an instance alone answers a bare 500', async () => {
  const [a] = cluster.instances;
  // Next.js's router, unguarded: a plain-text 500 before the portal's code runs (and no log line).
  const bare = await request(`${a.url}/%E0%A4`);
  expect([bare.status, await bare.text()]).toEqual([500, 'Internal Server Error']);
  // Ours (bad UTF-8) and nginx's own (malformed escapes, %00) alike: the short page, never stored.
  for (const path of [
    '/%E0%A4',
    '/%C0%AF',
    '/instructors/%FF',
    '/user-dashboard/%ED%A0%80?tab=payments',
    '/%E0%A4%A',
    '/%ZZ',
    '/%00',
  ]) {
    const answer = await request(cluster.nginx.url + path);
    expect([path, answer.status, answer.headers.get('cache-control')]).toEqual([path, 400, 'no-store']);
    expect(await answer.text()).toContain('<h1>Bad request</h1>');
  }
  // Well-formed UTF-8 still reaches the portal (a made-up name in Devanagari: its not-found page), and so does a bad
  // sequence in the query string, which the pages read leniently.
  expect((await request(`${cluster.nginx.url}/%E0%A4%A4`)).status).toBe(404);
  expect((await request(`${cluster.nginx.url}/login?next=%E0%A4`)).status).toBe(200);
});

test('one client walking made-up addresses gets 429s from nginx; a page load once its allowance is back is not limited', async ({
  page,
}) => {
  const { perSecond, burst: allowance } = pageAllowance();
  // Three times the burst over a hundred connections more than it: far past what the client may have.
  const origin = `http://127.0.0.1:${cluster.nginx.port}`;
  const urls = Array.from(
    { length: 3 * allowance },
    (_, i) => `${origin}/${i % 2 ? 'instructors/' : ''}no-such-page-${Date.now()}-${i}`,
  );
  const answers = await burst(urls, allowance + 100);
  const limited = answers.filter((answer) => answer.status === 429);
  console.log(
    `${urls.length} made-up addresses from one client: ${answers.length - limited.length} rendered (404), ${limited.length} answered 429 by nginx`,
  );
  // Anything else is named with its page's heading and the instances' error lines, so a failure says why.
  const logged = [
    ...cluster.instances.flatMap((instance) => instance.lines.filter((line) => /error/i.test(line))).slice(-5),
    ...cluster.nginx.errors().slice(-5),
  ];
  expect(
    answers
      .filter((answer) => answer.status !== 404 && answer.status !== 429)
      .map(({ url, status, body }) => ({
        url,
        status,
        heading: body.match(/<h1[^>]*>([^<]*)/)?.[1] ?? body.slice(0, 200),
      })),
    JSON.stringify(logged),
  ).toEqual([]);
  expect(limited.length).toBeGreaterThan(0);
  expect(limited[0]?.retryAfter).toBe('10');
  expect(limited[0]?.body).toContain('<h1>Too many requests</h1>');

  // The allowance refills at `rate`; then a learner's page load from the same address (HTML, prefetches, assets) is whole.
  await sleep((allowance / perSecond) * 1000 + 1000);
  const statuses: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(cluster.nginx.url))
      statuses.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  expect((await page.goto(`${cluster.nginx.url}/`, { waitUntil: 'networkidle' }))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Scrolled to the end, as a learner reading the page does (links prefetch when pointed at, the main sections after load).
  for (let step = 0; step < 20; step++) {
    await page.mouse.wheel(0, 600);
    await sleep(100);
  }
  await page.waitForLoadState('networkidle');
  const counted = statuses.filter((line) => !line.includes(' /_next/static/'));
  console.log(
    `home page load through nginx: ${counted.length} requests counted by the limit, ${statuses.length - counted.length} build assets`,
  );
  expect(statuses.filter((line) => line.startsWith('429'))).toEqual([]);
});
