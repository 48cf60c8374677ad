// What crawlers get: metadata, canonical URLs, JSON-LD of the right types, the sitemap and robots.txt.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { signedInLearner } from './auth-helpers';
import { signInAsStaff } from './staff-sign-in';
import { REQUESTED_PATH_HEADER } from '../lib/requested-path';

async function catalogue(request: APIRequestContext) {
  const programmes = (await (await request.get('/api/v1/programmes')).json()).items as Array<{
    slug: string;
    title: string;
  }>;
  const instructors = (await (await request.get('/api/v1/instructors')).json()).items as Array<{
    slug: string;
    name: string;
  }>;
  return { programmes, instructors };
}

/** Every JSON-LD block of a page's server HTML, parsed. */
async function jsonLdOf(request: APIRequestContext, path: string): Promise<Array<Record<string, unknown>>> {
  const html = await (await request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
  return blocks.flat();
}

const types = (blocks: Array<Record<string, unknown>>) => blocks.map((block) => block['@type']);

test('about-us describes the Organization', async ({ request }) => {
  expect(types(await jsonLdOf(request, '/about-us'))).toEqual(['Organization', 'WebPage']);
});

test('an instructor page describes a Person with a breadcrumb trail', async ({ request }) => {
  const { instructors } = await catalogue(request);
  const instructor = instructors[0]!;
  const blocks = await jsonLdOf(request, `/instructors/${instructor.slug}`);
  expect(types(blocks)).toEqual(['Person', 'WebPage']);
  expect(blocks[0]).toMatchObject({
    name: instructor.name,
    url: expect.stringMatching(new RegExp(`/instructors/${instructor.slug}$`)),
  });
  expect(((blocks[1]!.breadcrumb as Record<string, unknown>).itemListElement as unknown[]).length).toBe(3);
});

test('a programme page describes a Course with instances and an offer in PKR', async ({ request }) => {
  const { programmes } = await catalogue(request);
  const blocks = await jsonLdOf(request, `/${programmes[0]!.slug}`);
  expect(types(blocks)).toEqual(['Course', 'WebPage']);
  const course = blocks[0]!;
  expect(course.name).toBe(programmes[0]!.title);
  expect(course.hasCourseInstance).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ '@type': 'CourseInstance', courseMode: expect.stringMatching(/^(Online|Blended)$/) }),
    ]),
  );
  expect(course.offers).toEqual([
    expect.objectContaining({
      '@type': 'Offer',
      priceCurrency: 'PKR',
      price: expect.any(Number),
      availability: 'https://schema.org/InStock',
    }),
  ]);
});

test('the instructor directory and learning path carry breadcrumbs', async ({ request }) => {
  expect(types(await jsonLdOf(request, '/instructor'))).toEqual(['WebPage']);
  expect(types(await jsonLdOf(request, '/learning-path'))).toEqual(['WebPage']);
});

test('each language’s page says its language in JSON-LD, at its own address', async ({ request }) => {
  for (const [path, language] of [
    ['/', 'en'],
    ['/ur', 'ur'],
    ['/about-us', 'en'],
    ['/ur/about-us', 'ur'],
    ['/ur/instructor', 'ur'],
  ] as const) {
    // The home page is the WebSite; every page below it a WebPage.
    const page = (await jsonLdOf(request, path)).find((block) =>
      ['WebSite', 'WebPage'].includes(String(block['@type'])),
    );
    expect([path, page?.inLanguage, new URL(String(page?.url)).pathname]).toEqual([path, language, path]);
  }
});

test('each page has its own title, description, canonical URL and Open Graph', async ({ page, request, baseURL }) => {
  const { programmes } = await catalogue(request);
  const programme = programmes[0]!;
  await page.goto(`/${programme.slug}`);
  await expect(page).toHaveTitle(`${programme.title} | Learner Portal`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/${programme.slug}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /per semester/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', programme.title);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/${programme.slug}`);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Learner Portal');

  // The home page's title names the site once.
  await page.goto('/');
  await expect(page).toHaveTitle('Learner Portal — programmes, instructors and your learning path');
});

test('pages kept out of search each have their own description, not the home page’s, in the tab and the link preview', async ({
  page,
  browser,
}) => {
  const description = (at: Page) => at.locator('meta[name="description"]').getAttribute('content');
  await page.goto('/');
  const seen = new Map([[await description(page), '/']]);
  const check = async (path: string, at = page) => {
    await at.goto(path);
    const own = await description(at);
    expect(own, path).toBeTruthy();
    expect(seen.get(own), `${path} repeats the description of`).toBeUndefined();
    seen.set(own, path);
    // Where there is a link preview, it says the same.
    const preview = at.locator('meta[property="og:description"]');
    if ((await preview.count()) > 0) await expect(preview, path).toHaveAttribute('content', own ?? '');
  };
  for (const path of ['/login', '/register', '/forgot-password', '/no-such-page']) await check(path);
  // The outage page as the proxy renders it in place of a page (by its own address it sends the visitor home while the platform is up).
  const outage = await browser.newContext({ extraHTTPHeaders: { [REQUESTED_PATH_HEADER]: '/user-dashboard' } });
  await check('/service-unavailable', await outage.newPage());
  await outage.close();
  await signedInLearner(page);
  for (const path of ['/user-dashboard', '/checkout', '/kyc']) await check(path);
  // Staff queues; the review pages, the receipt and /test-cookies (off in this run) are checked in Jest: unindexed-pages.test.
  const staff = await browser.newContext();
  const reviewer = await staff.newPage();
  await signInAsStaff(reviewer);
  for (const path of ['/staff/kyc', '/staff/transfers', '/staff/payments']) await check(path, reviewer);
  await staff.close();
});

test('sitemap.xml lists the public pages, every programme and every instructor', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const { programmes, instructors } = await catalogue(request);
  for (const path of ['/programmes', '/about-us', '/instructor', '/learning-path', '/next-gen-scholar', '/support']) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  for (const { slug } of programmes) expect(xml).toContain(`<loc>${baseURL}/${slug}</loc>`);
  for (const { slug } of instructors) expect(xml).toContain(`<loc>${baseURL}/instructors/${slug}</loc>`);
  expect(xml).not.toContain('/user-dashboard');
});

test('the home page has one spelling: canonical, hreflang, og:url, JSON-LD and the sitemap', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const home = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(home).toMatch(/^https?:\/\//);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', home ?? '');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', home ?? '');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const website = jsonLd
    .map((text) => JSON.parse(text) as { '@type'?: string; url?: string })
    .find((data) => data['@type'] === 'WebSite');
  expect(website?.url).toBe(home);
  const locs = [...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (m) => m[1],
  );
  expect(locs).toContain(home);
  expect(locs).not.toContain(`${home}/`);
});

test('robots.txt keeps crawlers out of signed-in routes, diagnostics and the API, and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const text = await (await request.get('/robots.txt')).text();
  for (const path of [
    '/user-dashboard',
    '/ur/user-dashboard',
    '/checkout',
    '/kyc',
    '/staff',
    '/test-cookies',
    '/api/',
  ]) {
    expect(text).toContain(`Disallow: ${path}`);
  }
  expect(text).toContain('Allow: /');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

// A build made with one SITE_URL and started with another served the build's address in every <loc> until the
// sitemap was next rendered: it and robots.txt are rendered by the running server, never prerendered by next build.
test('the sitemap and robots.txt are not prerendered with the build’s SITE_URL', () => {
  const manifest = JSON.parse(
    readFileSync(path.join(process.env.E2E_DIST_DIR ?? '.next-e2e', 'prerender-manifest.json'), 'utf8'),
  ) as { routes: Record<string, unknown> };
  // Pages are prerendered per language, under their [locale] route (/about-us is served from /en/about-us).
  expect(Object.keys(manifest.routes)).toEqual(expect.arrayContaining(['/en/about-us', '/ur/about-us']));
  expect(Object.keys(manifest.routes)).not.toEqual(expect.arrayContaining(['/sitemap.xml']));
  expect(Object.keys(manifest.routes)).not.toEqual(expect.arrayContaining(['/robots.txt']));
});

test('“Programmes” in the navigation is a page of its own listing every programme, in both languages', async ({
  page,
  request,
}) => {
  // Two languages' pages, each rendered on first request, on a loaded machine: more than the default 30 s.
  test.setTimeout(90_000);
  const { programmes } = await catalogue(request);
  await page.goto('/about-us');
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Programmes' }).click();
  await expect(page).toHaveURL(/\/programmes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a programme' })).toBeVisible();
  for (const { title } of programmes) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page).toHaveTitle(/^Programmes/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /[^r]\/programmes$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ur"]')).toHaveAttribute('href', /\/ur\/programmes$/);
  await page.goto('/ur/programmes');
  await expect(page.getByRole('heading', { level: 1, name: 'اپنا پروگرام منتخب کریں' })).toBeVisible();
  await expect(page).toHaveTitle(/^پروگرام/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(programmes.length);
});
