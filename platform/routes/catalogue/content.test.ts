import { faqSchema, healthSchema, listOf, siteContentSchema } from '@/contract';
import { createTestPlatform, PGLITE_START_MS, setUpTestPlatform } from '../../test/test-platform';
import { demoFaq } from '../../db/demo/faq';
import { getJson, getProblem } from './test-requests';

const faqList = listOf(faqSchema);

const platform = setUpTestPlatform();

test('the FAQ comes in its editorial order and can be narrowed to one topic', async () => {
  const all = await getJson(platform, '/faq', faqList);
  expect(all.items.map((f) => f.id)).toEqual(demoFaq.map((f) => f.id));
  expect(all.total).toBe(demoFaq.length);
  const kyc = await getJson(platform, '/faq?topic=kyc', faqList);
  expect(kyc.items.length).toBeGreaterThan(0);
  expect(kyc.items.every((f) => f.topic === 'kyc')).toBe(true);
  expect(kyc.total).toBe(demoFaq.filter((f) => f.topic === 'kyc').length);
});

test('without a bank account configured, the FAQ promises neither bank transfer nor Raast', async () => {
  const faq = await getJson(platform, '/faq?topic=payments', faqList);
  const answer = faq.items.find((item) => item.id === 'which-payment-methods')?.answer;
  expect(answer).toMatch(/^You can pay by debit or credit card .* or with a JazzCash or Easypaisa mobile wallet\. /);
  expect(answer).not.toMatch(/bank transfer|Raast|\{/);
});

test('an unknown FAQ topic is a 400 problem naming topic', async () => {
  const problem = await getProblem(platform, '/faq?topic=billing', 400);
  expect(Object.keys(problem.errors ?? {})).toEqual(['topic']);
});

test('site content for about and home, as plain-text paragraphs', async () => {
  const about = await getJson(platform, '/content/about', siteContentSchema);
  expect(about.key).toBe('about');
  expect(about.body.length).toBeGreaterThanOrEqual(3);
  expect(about.body.join(' ')).toMatch(/mission/i);
  expect(about.body.join(' ')).not.toMatch(/<[a-z]/i);
  const home = await getJson(platform, '/content/home', siteContentSchema);
  expect(home.title.length).toBeGreaterThan(0);
});

test('unknown content is a 404 problem; a malformed key a 400 naming key', async () => {
  const missing = await getProblem(platform, '/content/terms-of-service', 404);
  expect(missing.detail).toContain('terms-of-service');
  const malformed = await getProblem(platform, '/content/ABOUT', 400);
  expect(Object.keys(malformed.errors ?? {})).toEqual(['key']);
});

test('health answers ok while the database answers', async () => {
  const response = await platform.request('/health');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(healthSchema.parse(await response.json())).toEqual({ status: 'ok' });
});

test(
  'health is a 503 problem once the database is gone',
  async () => {
    const broken = await createTestPlatform({ seed: false });
    await broken.close();
    await getProblem(broken, '/health', 503);
  },
  PGLITE_START_MS,
);

test('the FAQ, site content, the organisation and openapi.json say how long they may be kept', async () => {
  for (const path of ['/faq', '/content/about', '/organisation', '/openapi.json']) {
    const response = await platform.request(path);
    expect([path, response.status, response.headers.get('cache-control')]).toEqual([path, 200, 'public, max-age=300']);
  }
});
