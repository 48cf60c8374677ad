// The office's inbox as staff use it: a visitor's support request is acknowledged by mail with its reference (from the
// portal's sender); staff find it on /staff/inbox, reply on the portal and the reply arrives at the SMTP server with
// the reference in its subject; without JavaScript a note and a status change work, refusals stand at their field;
// every screen is axe-clean. A learner gets the staff 403 page.
import { test, expect, type Page } from '@playwright/test';
import { signedInLearner, uniqueEmail } from './auth-helpers';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from './kyc-helpers';
import { mailText, nextMailTo } from './mailbox';
import { E2E_STAFF } from './setup/staff-account';
import { signInTo } from './staff-sign-in';

test.describe.configure({ timeout: 180_000 });

/** A support request sent from /support as a visitor does; answers its reference. */
async function sendSupportRequest(page: Page, email: string): Promise<string> {
  await page.goto('/support');
  await page.getByLabel('Your name').fill('Hina Baig');
  await page.getByLabel('E-mail address').fill(email);
  await page.locator('input[type="tel"]').fill('0300 1234567');
  await page.getByLabel('What is it about?').selectOption('payments');
  await page.getByLabel('How can we help?').fill('I paid by card yesterday and my dashboard still says unpaid.');
  await page.getByRole('button', { name: 'Send request' }).click();
  const receipt = page.getByText(/Your reference is SR-[2-9A-HJ-NP-Z]{8}\./);
  await expect(receipt).toBeVisible();
  return /SR-[2-9A-HJ-NP-Z]{8}/.exec((await receipt.textContent()) ?? '')![0];
}

test('a request is acknowledged; staff answer it on the portal and the reply arrives by mail', async ({
  page,
  browser,
}) => {
  const sender = uniqueEmail('inbox-sender');
  const reference = await sendSupportRequest(page, sender);
  const acknowledgement = mailText(await nextMailTo(sender, { containing: reference }));
  expect(acknowledgement).toContain(`Subject: We received your request (${reference})`);
  expect(acknowledgement).toContain(`Your reference is ${reference}.`);
  expect(acknowledgement).toContain('We answer most requests within two working days');
  expect(acknowledgement).toMatch(/^From: .*no-reply@learner-portal\.example/m);

  const context = await browser.newContext();
  const staff = await context.newPage();
  await signInTo(staff, '/staff/inbox?kind=support', 'Inbox');
  await expect(staff).toHaveURL(/kind=support/);
  await expect(staff.getByRole('combobox', { name: 'Kind' })).toHaveValue('support');
  await expectNoAxeViolations(staff, '/staff/inbox');
  await staff.getByRole('link', { name: reference }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Support request ${reference}` })).toBeVisible();
  await expect(staff.getByText('I paid by card yesterday and my dashboard still says unpaid.')).toBeVisible();
  await expectNoAxeViolations(staff, `/staff/inbox/${reference}`);

  // An empty reply is refused at its field; nothing is sent.
  await staff.getByRole('button', { name: 'Send reply' }).click();
  const replyField = staff.getByLabel('Reply to the sender');
  await expect(replyField).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(staff, `/staff/inbox/${reference} with an error`);

  // Typed into the same form after the refusal (no reload), the reply is sent.
  const words = `Your card payment is confirmed (${Date.now()}); the dashboard shows it now.`;
  await replyField.fill(words);
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByText(`Your reply was sent to ${sender}.`)).toBeVisible();
  const reply = mailText(await nextMailTo(sender, { containing: words }));
  expect(reply).toContain(`Subject: Re: your request ${reference}`);
  expect(reply).toContain(`Your reference is ${reference}.`);
  await staff.reload();
  await expect(staff.getByRole('article', { name: `Reply by ${E2E_STAFF.email}` })).toContainText(words);
  await expect(staff.getByRole('combobox', { name: 'Status' })).toHaveValue('answered');
  await context.close();
});

test('with JavaScript, a reply refused at its field is sent once typed into the same form', async ({
  page,
  browser,
}) => {
  const sender = uniqueEmail('inbox-retype');
  const reference = await sendSupportRequest(page, sender);
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signInTo(staff, `/staff/inbox/${reference}`, `Support request ${reference}`);
  const replyField = staff.getByLabel('Reply to the sender');
  // Twice in a row on the one page: each refusal, then the words typed at once into the form that refused them.
  for (const round of [1, 2]) {
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await expect(replyField).toHaveAttribute('aria-invalid', 'true');
    const words = `Round ${round}: your payment is confirmed (${Date.now()}).`;
    await replyField.fill(words);
    await staff.getByLabel('After the reply, the form is').selectOption('waiting');
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await expect(staff.getByText(`Your reply was sent to ${sender}.`)).toBeVisible();
    expect(mailText(await nextMailTo(sender, { containing: words }))).toContain(
      `Subject: Re: your request ${reference}`,
    );
    await expect(replyField).toHaveValue('');
  }
  await context.close();
});

test('without JavaScript: a note and a status change, a refusal at its field, axe-clean', async ({ page, browser }) => {
  const reference = await sendSupportRequest(page, uniqueEmail('inbox-nojs'));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const staff = await context.newPage();
  await signInTo(staff, `/staff/inbox/${reference}`, `Support request ${reference}`);

  await staff.getByRole('button', { name: 'Add note' }).click();
  await expect(staff.getByLabel('Internal note')).toHaveAttribute('aria-invalid', 'true');
  await expect(staff.getByRole('link', { name: 'Write the note.' })).toBeVisible();
  await expectNoAxeViolationsWithoutScripts(staff, browser, `/staff/inbox/${reference} note refused, no JavaScript`);

  await staff.getByLabel('Internal note').fill('Card gateway shows it settled; waiting for the bank statement.');
  await staff.getByRole('button', { name: 'Add note' }).click();
  await expect(staff.getByText('Note added.')).toBeVisible();
  await staff.getByRole('combobox', { name: 'Status' }).selectOption('closed');
  await staff.getByRole('button', { name: 'Save status and assignee' }).click();
  await expect(staff.getByText('Saved.')).toBeVisible();

  await staff.goto(`/staff/inbox?kind=support&status=closed`);
  await expect(staff.getByRole('row').filter({ hasText: reference })).toContainText('Closed');
  await staff.goto(`/staff/inbox/${reference}`);
  await expect(staff.getByRole('article', { name: `Note by ${E2E_STAFF.email}` })).toContainText(
    'waiting for the bank statement',
  );
  await expectNoAxeViolationsWithoutScripts(staff, browser, `/staff/inbox/${reference}, no JavaScript`);
  await context.close();
});

test('a learner gets the staff 403 page', async ({ page }) => {
  await signedInLearner(page);
  for (const path of ['/staff/inbox', '/staff/inbox/SR-22222222']) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 403 });
    await expect(page.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
  }
});
