// The public origin is not the server's own idea of itself (as behind a reverse proxy): a second `next start` of the
// same build is told SITE_URL=http://127.0.0.1:<port> and visited there, while Next builds a request's URL from
// localhost. Without JavaScript, "Send for verification" must still reach the confirmation: the redirect after
// POST /kyc/submit has to point at SITE_URL (the page's `form-action 'self'` blocks any other origin).
import { test, expect } from '@playwright/test';
import { signUpByApi } from './auth-helpers';
import { expectNoAxeViolationsWithoutScripts, phone, photoFile } from './kyc-helpers';
import { mainPort, startSecondServer, type SecondServer } from './second-server';

test.use(phone);
test.describe.configure({ timeout: 120_000 });

let server: SecondServer | undefined;

test.beforeAll(async () => {
  server = await startSecondServer(7000, { PLATFORM_API_URL: `http://127.0.0.1:${mainPort}/api/v1` });
});

test.afterAll(() => server?.stop());

test('without JavaScript, identity verification sent at the public origin ends on the confirmation', async ({
  browser,
  request,
}) => {
  const email = `public-origin-${Date.now()}@example.test`;
  const auth = await signUpByApi(request, `http://127.0.0.1:${mainPort}/api/v1`, { full_name: 'Hina Baig', email });
  const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const cookie = (name: string, value: string) => ({ name, value, domain: '127.0.0.1', path: '/' });
  await context.addCookies([
    cookie('access_token', auth.access_token),
    cookie('refresh_token', auth.refresh_token),
    cookie('lms_token', auth.lms_token),
    cookie('is_authenticated', 'true'),
    cookie('user_data', encodeURIComponent(JSON.stringify(auth.user))),
  ]);
  const page = await context.newPage();
  await page.goto(`${server!.url}/kyc`);
  await page.getByRole('combobox', { name: 'Document' }).selectOption({ label: 'CNIC' });
  await page.getByLabel('Document number').fill('35202-7654321-3');
  await page.getByLabel('Full name as on the document').fill('Hina Baig');
  await page.getByLabel('Date of birth').fill('1998-03-21');
  await page.getByLabel('Front of your document').setInputFiles(await photoFile('front.jpg'));
  await page.getByLabel('Back of your document').setInputFiles(await photoFile('back.jpg'));
  await page.getByLabel('Selfie').setInputFiles(await photoFile('selfie.jpg'));
  await page.getByRole('button', { name: 'Send for verification' }).click();

  await expect(page.getByRole('heading', { name: 'Pending: we are checking your identity' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(server!.url);
  await expectNoAxeViolationsWithoutScripts(page, browser, '/kyc at the public origin, pending');
  await context.close();
});
