// Icons: server-drawn icons are in the HTML; the icon endpoint serves installed Iconify collections and answers 404 problems for unknowns.
import { test, expect } from '@playwright/test';

test('the icon endpoint serves installed icons in Iconify format, cacheably', async ({ request }) => {
  const response = await request.get('/api/icons/lucide.json?icons=house,graduation-cap');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('max-age=');
  const body = await response.json();
  expect(body.prefix).toBe('lucide');
  expect(Object.keys(body.icons).sort()).toEqual(['graduation-cap', 'house']);
  expect(body.icons.house.body).toContain('<path');
});

test('a partly unknown list answers what exists and names the rest', async ({ request }) => {
  const body = await (await request.get('/api/icons/lucide.json?icons=house,no-such-icon')).json();
  expect(Object.keys(body.icons)).toEqual(['house']);
  expect(body.not_found).toEqual(['no-such-icon']);
});

test('names every object inherits are not icons', async ({ request }) => {
  const alone = await request.get('/api/icons/lucide.json?icons=constructor');
  expect(alone.status()).toBe(404);
  expect(await alone.json()).toMatchObject({ status: 404, title: 'Not Found' });
  const mixed = await (await request.get('/api/icons/lucide.json?icons=house,constructor')).json();
  expect(Object.keys(mixed.icons)).toEqual(['house']);
  expect(mixed.not_found).toEqual(['constructor']);
});

for (const [what, url] of [
  ['an unknown collection', '/api/icons/not-installed.json?icons=house'],
  ['an unknown icon', '/api/icons/lucide.json?icons=no-such-icon'],
] as const) {
  test(`${what} is a 404 problem`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });
}

test('a malformed icon list is a 400 problem naming the field', async ({ request }) => {
  const response = await request.get('/api/icons/lucide.json?icons=../../etc');
  expect(response.status()).toBe(400);
  expect((await response.json()).errors).toHaveProperty('icons');
});

test('icons drawn on the server are in the HTML, with no icon request', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(
    /<svg[^>]*data-icon="lucide:graduation-cap"[^>]*aria-hidden="true"[^>]*>(?:(?!<\/svg>)[\s\S])*<path/,
  );
  // Drawn once per page (a symbol): every programme card's icon, the first one's too, points at it.
  const cards = html.match(/<article/g)?.length ?? 0;
  expect(html.match(/<symbol id="icon-lucide-graduation-cap"/g)).toHaveLength(1);
  expect(html.match(/<use href="#icon-lucide-graduation-cap"/g)?.length).toBeGreaterThan(1);
  expect(html.match(/<use href="#icon-lucide-graduation-cap"/g)?.length).toBeLessThanOrEqual(cards);
  // A copy is only its size and the reference.
  expect(html).toMatch(/<svg width="1em" height="1em" aria-hidden="true"><use href="#icon-lucide-graduation-cap"/);

  const iconRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/icons/') || r.url().includes('api.iconify.design')) iconRequests.push(r.url());
  });
  await page.goto('/');
  await expect(page.locator('svg[data-icon="lucide:calendar-range"]').first()).toBeVisible();
  // A copy drawn through <use> has the drawn icon's size, not an empty box.
  const copy = await page.locator('use[href="#icon-lucide-calendar-range"]').nth(1).boundingBox();
  expect(copy?.width).toBeGreaterThan(4);
  await page.waitForLoadState('networkidle');
  expect(iconRequests).toEqual([]);
});
