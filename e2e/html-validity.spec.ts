// Every page's server HTML passes the Nu HTML Checker (vnu, pinned in package.json, run on the system's Java):
// no errors and no warnings. What a crawler or a browser without JavaScript gets is what is checked: public pages,
// forms, 404s, and the signed-in pages (dashboard, identity verification, every checkout step on the way to a bank transfer,
// a declined and a cancelled payment, staff review of identities and transfers).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type APIRequestContext } from '@playwright/test';
import { signedInLearner } from './auth-helpers';
import { PROGRAMME, decide, openOrder, payWith, submitIdentity, verifiedLearner } from './checkout-helpers';
import { signInAsStaff } from './staff-sign-in';
import { publicPaths } from './public-paths';
import { documentPhoto } from '../platform/test/test-images';
import { REQUESTED_PATH_HEADER } from '../lib/requested-path';

// The checker itself (npm package vnu-jar, pinned); Java comes from Debian (scripts/ensure-java.sh).
const VNU_JAR = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The messages vnu reports for the given files, other than plain information. */
function check(files: string[]): VnuMessage[] {
  let output: string;
  try {
    output = execFileSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], { encoding: 'utf8' });
  } catch (error) {
    // vnu exits 1 when it found errors; its report is still on stdout.
    output = (error as { stdout?: string }).stdout ?? '';
  }
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
  return messages.filter((m) => m.type !== 'info' || m.subType === 'warning');
}

async function save(
  request: APIRequestContext,
  paths: readonly string[],
  folder: string,
  headers?: Record<string, string>,
): Promise<string[]> {
  mkdirSync(folder, { recursive: true });
  return Promise.all(
    paths.map(async (pagePath, index) => {
      const response = await request.get(pagePath, { headers });
      const file = path.join(folder, `${index}-${pagePath.replace(/[^a-z0-9]+/gi, '-')}.html`);
      writeFileSync(file, await response.text());
      return file;
    }),
  );
}

const describe = (messages: VnuMessage[]) =>
  messages.map((m) => `${path.basename(m.url)}:${m.lastLine ?? ''} ${m.message} ${m.extract ?? ''}`);

test('public pages, forms and 404s are valid HTML', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = [
    ...(await publicPaths(request)),
    '/login',
    '/login?next=%2Fuser-dashboard',
    '/register',
    '/forgot-password',
    '/no/such/page',
    '/no-such-programme',
    '/instructors/nobody-by-this-name',
    '/learning-path?programme=no-such-programme',
  ];
  const files = await save(request, paths, test.info().outputPath('public'));
  // The outage page as the proxy renders it for a learner's page (by its own address, while the platform is up,
  // it redirects home).
  const outage = await save(request, ['/service-unavailable'], test.info().outputPath('outage'), {
    [REQUESTED_PATH_HEADER]: '/user-dashboard',
  });
  expect(describe(check([...files, ...outage]))).toEqual([]);
});

test('signed-in pages are valid HTML', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInLearner(page, 'Nadia Hassan');
  const files = await save(page.request, ['/user-dashboard', '/support'], test.info().outputPath('signed-in'));
  expect(describe(check(files))).toEqual([]);
});

test('identity verification, every checkout step and the staff review are valid HTML', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const learnerName = 'Farah Qureshi';
  await signedInLearner(page, learnerName);
  // Before an identity verification: the /kyc form and checkout's identity step.
  const before = await save(
    page.request,
    ['/kyc', `/checkout?programme=${PROGRAMME.slug}`],
    test.info().outputPath('before-identity'),
  );
  await submitIdentity(page);
  await openOrder(page);
  const method = new URL(page.url());
  await page.getByRole('radio', { name: 'Bank transfer or Raast' }).check();
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pay by bank transfer or Raast' })).toBeVisible();
  const transfer = new URL(page.url());
  await page.getByLabel('Transaction id').fill(`FT${Date.now()}`);
  await page
    .getByLabel('Screenshot of the transfer receipt')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await documentPhoto('png', 1080, 1920) });
  await page.getByRole('button', { name: 'Send for confirmation' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your transfer is awaiting confirmation' })).toBeVisible();
  const result = new URL(page.url());
  const after = await save(
    page.request,
    [
      '/kyc',
      `/checkout?programme=${PROGRAMME.slug}`,
      method.pathname + method.search,
      transfer.pathname + transfer.search,
      result.pathname + result.search,
      '/user-dashboard',
    ],
    test.info().outputPath('after-identity'),
  );

  const context = await browser.newContext();
  const staff = await context.newPage();
  await signInAsStaff(staff);
  await staff.getByRole('link', { name: learnerName }).first().click();
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(`^${learnerName}`) })).toBeVisible();
  const review = new URL(staff.url()).pathname;
  // The learner's bank transfer, in the staff's transfer queue and on its own review page.
  await staff.goto('/staff/transfers');
  const transferReview = await staff.locator('main table a[href^="/staff/transfers/"]').first().getAttribute('href');
  expect(transferReview).toMatch(/^\/staff\/transfers\/./);
  const staffFiles = await save(
    staff.request,
    ['/staff/kyc', review, '/staff/transfers', transferReview ?? ''],
    test.info().outputPath('staff'),
  );
  await context.close();

  expect(describe(check([...before, ...after, ...staffFiles]))).toEqual([]);
});

test('checkout after a declined and a cancelled payment is valid HTML', async ({ page }) => {
  test.setTimeout(120_000);
  await verifiedLearner(page);
  await openOrder(page);
  const here = () => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };
  await payWith(page);
  await decide(page, 'Decline (the bank refuses)');
  await expect(page.getByRole('heading', { level: 2, name: 'Your payment was declined' })).toBeVisible();
  const declined = here();
  await page.getByRole('link', { name: 'Try again or choose another method' }).click();
  await expect(page.getByText('Your last payment was declined. Nothing was charged.')).toBeVisible();
  const again = here();
  await payWith(page);
  await decide(page, 'Cancel and go back');
  await expect(page.getByRole('heading', { level: 2, name: 'You cancelled the payment' })).toBeVisible();
  const cancelled = here();
  // Saved before the order itself is cancelled: each page as the learner saw it.
  const steps = await save(page.request, [declined, again, cancelled], test.info().outputPath('declined-cancelled'));
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'This order is cancelled' })).toBeVisible();
  const orderCancelled = await save(page.request, [here()], test.info().outputPath('order-cancelled'));
  expect(describe(check([...steps, ...orderCancelled]))).toEqual([]);
});
