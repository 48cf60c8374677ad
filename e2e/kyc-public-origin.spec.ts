// The public origin is not the server's own idea of itself (as behind a reverse proxy): a second `next start` of the
// same build is told SITE_URL=http://127.0.0.1:<port> and visited there, while Next builds a request's URL from
// localhost. Without JavaScript, "Send for verification" must still reach the confirmation: the redirect after
// POST /kyc/submit has to point at SITE_URL (the page's `form-action 'self'` blocks any other origin).
import { test, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { signUpByApi } from './auth-helpers';
import { expectNoAxeViolationsWithoutScripts, phone, photoFile } from './kyc-helpers';

const mainPort = Number(process.env.E2E_PORT ?? 3210);
// +1000 SMTP, +2000 and +5000 outage.spec.ts, +3000 errors.spec.ts, +4000 the fake LMS.
const publicPort = mainPort + 7000;
const publicUrl = `http://127.0.0.1:${publicPort}`;

test.use(phone);
test.describe.configure({ timeout: 120_000 });

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(publicPort)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e',
      PLATFORM_API_URL: `http://127.0.0.1:${mainPort}/api/v1`,
      SITE_URL: publicUrl,
      // Production refuses to start without naming the proxy's client-address header; there is no proxy here.
      TRUSTED_CLIENT_IP_HEADER: 'none',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${publicUrl}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

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
  await page.goto(`${publicUrl}/kyc`);
  await page.getByRole('combobox', { name: 'Document' }).selectOption({ label: 'CNIC' });
  await page.getByLabel('Document number').fill('35202-7654321-3');
  await page.getByLabel('Full name as on the document').fill('Hina Baig');
  await page.getByLabel('Date of birth').fill('1998-03-21');
  await page.getByLabel('Front of your document').setInputFiles(await photoFile('front.jpg'));
  await page.getByLabel('Back of your document').setInputFiles(await photoFile('back.jpg'));
  await page.getByLabel('Selfie').setInputFiles(await photoFile('selfie.jpg'));
  await page.getByRole('button', { name: 'Send for verification' }).click();

  await expect(page.getByRole('heading', { name: 'Pending: we are checking your identity' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(publicUrl);
  await expectNoAxeViolationsWithoutScripts(page, browser, '/kyc at the public origin, pending');
  await context.close();
});
