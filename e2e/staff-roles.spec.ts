// An institute run from the web: the first admin (made by `npm run staff:add -- --admin`) makes a colleague staff on
// /staff/roles; the colleague, signing in, decides an identity verification; the audit log on /staff/audit lists both
// with their authors, filtered in the URL, and its CSV has the rows. Refusals (one's own role) are at the field, with
// and without JavaScript; every screen is axe-clean.
import { test, expect, type Page } from '@playwright/test';
import { signUpByApi, uniqueEmail } from './auth-helpers';
import { verifiedLearner } from './checkout-helpers';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from './kyc-helpers';
import { E2E_ADMIN } from './setup/staff-account';
import { signedInCopy } from './signed-in-copy';

test.describe.configure({ timeout: 240_000 });

async function signInTo(page: Page, to: string, who: { email: string; password: string }, heading: string) {
  await page.goto(`/login?next=${encodeURIComponent(to)}`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('an admin makes a colleague staff; the colleague decides; the audit log and its CSV name both', async ({
  browser,
  page,
}) => {
  // A learner waiting for identity verification, and a colleague with an account of their own.
  const learner = await verifiedLearner(page);
  const colleague = { email: uniqueEmail('colleague'), password: 'a long enough password' };
  await signUpByApi(page.request, '/api/v1', { email: colleague.email, full_name: 'Zainab Colleague' });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInTo(admin, '/staff/roles', E2E_ADMIN, 'Roles');
  await expect(admin).toHaveTitle('Roles | Staff');
  await expectNoAxeViolations(admin, '/staff/roles');

  // One's own role is refused at the field, what was typed kept.
  await admin.getByLabel('E-mail address of their account').fill(E2E_ADMIN.email);
  await admin.getByRole('combobox', { name: 'Role' }).selectOption('staff');
  await admin.getByRole('button', { name: 'Save role' }).click();
  const email = admin.getByLabel('E-mail address of their account');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByText('Nobody changes their own role: ask another administrator.').first()).toBeVisible();
  await expect(email).toHaveValue(E2E_ADMIN.email);
  await expectNoAxeViolations(admin, '/staff/roles with an error');

  await email.fill(colleague.email);
  await admin.getByRole('combobox', { name: 'Role' }).selectOption('staff');
  await admin.getByRole('button', { name: 'Save role' }).click();
  await expect(admin.getByRole('status')).toContainText(`Zainab Colleague (${colleague.email}) is now staff.`);
  await expect(admin.getByRole('row').filter({ hasText: colleague.email })).toContainText('Staff');

  // The colleague signs in and decides the learner's identity verification on the web.
  const colleagueContext = await browser.newContext();
  const staff = await colleagueContext.newPage();
  await signInTo(staff, '/staff/kyc', colleague, 'Identity verifications');
  // Staff see the queues, not the admin's pages.
  await expect(staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await staff.getByRole('row').filter({ hasText: learner.email }).getByRole('link').click();
  await staff.getByRole('radio', { name: 'Approve' }).check();
  await staff.getByRole('button', { name: 'Save decision' }).click();
  await expect(staff.getByText(/The learner (has been|was) e-mailed\./)).toBeVisible();
  expect((await staff.goto('/staff/audit'))?.status()).toBe(403);
  await colleagueContext.close();

  // The audit log lists both, each with its author; a filter stands in the URL.
  await admin.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const roleRow = admin.getByRole('row').filter({ hasText: 'role.changed' }).filter({ hasText: colleague.email });
  await expect(roleRow.first()).toContainText(E2E_ADMIN.email);
  await expect(roleRow.first()).toContainText('role: learner');
  const decisionRow = admin.getByRole('row').filter({ hasText: 'kyc.decided' }).filter({ hasText: colleague.email });
  await expect(decisionRow.first()).toContainText('status: approved');
  await expectNoAxeViolations(admin, '/staff/audit');

  await admin.getByLabel('Who (e-mail address)').fill(colleague.email);
  await admin.getByRole('button', { name: 'Show entries' }).click();
  await expect(admin).toHaveURL(new RegExp(`[?&]actor=${encodeURIComponent(colleague.email)}`));
  await expect(admin.getByRole('row').filter({ hasText: 'kyc.decided' })).toHaveCount(1);
  await expect(admin.getByRole('row').filter({ hasText: 'role.changed' })).toHaveCount(0);

  // The CSV with the same filter: a byte-order mark, the header, the colleague's decision with an ISO time.
  const csv = await admin.request.get(`/staff/audit/export?actor=${encodeURIComponent(colleague.email)}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(rows[0]).toBe('id,at,actor,action,record_type,record_id,before,after,address');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toMatch(
    new RegExp(
      `^\\d+,\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z,${colleague.email},kyc\\.decided,kyc-submission,`,
    ),
  );

  // Without JavaScript: the filter form and the role form are plain HTML forms; the refusal is at the field.
  const plain = await signedInCopy(browser, adminContext);
  await plain.goto('/staff/audit?from=yesterday');
  await expect(plain.getByLabel('From (YYYY-MM-DD)')).toHaveAttribute('aria-invalid', 'true');
  await plain.goto('/staff/roles');
  await plain.getByLabel('E-mail address of their account').fill(E2E_ADMIN.email);
  await plain.getByRole('button', { name: 'Save role' }).click();
  await expect(plain.getByLabel('E-mail address of their account')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsWithoutScripts(plain, browser, '/staff/roles without scripts, with an error');
  await plain.context().close();
  await adminContext.close();
});
