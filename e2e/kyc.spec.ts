// Identity verification end to end on a 390 px phone: a learner submits through the steps (photos via the camera
// input), sees "pending", staff approve on /staff/kyc, the learner sees "approved" and gets the e-mail; a rejection
// and a resubmission; the form without JavaScript; axe on every step.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { confirmRegistration, PASSWORD, signedInLearner, uniqueEmail } from './auth-helpers';
import { mailText, nextMailTo } from './mailbox';
import {
  addPhoto,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutScripts,
  expectNothingSideways,
  expectWithinWidth,
  fillDetails,
  phone,
  photoFile,
  returnToTab,
} from './kyc-helpers';
import { signInAsStaff } from './staff-sign-in';
import { signedInCopy } from './signed-in-copy';

test.use(phone);
test.describe.configure({ timeout: 120_000 });

async function staffDecides(
  browser: Browser,
  learnerName: string,
  decide: (page: import('@playwright/test').Page) => Promise<void>,
) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await signInAsStaff(page);
  await expectNoAxeViolations(page, '/staff/kyc');
  // At 375 px the queue stacks each submission: nothing scrolls sideways, the page or the table.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNothingSideways(page, '/staff/kyc at 375 px');
  await expectWithinWidth(page.getByRole('row').filter({ hasText: learnerName }).first().getByRole('cell').last(), 375);
  await expectNoAxeViolations(page, '/staff/kyc at 375 px');
  await page.setViewportSize(phone.viewport);
  await page.getByRole('link', { name: learnerName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${learnerName}`) })).toBeVisible();
  const selfie = page.getByRole('img', { name: `Selfie sent by ${learnerName}` });
  await expect(selfie).toBeVisible();
  await expect
    .poll(() => selfie.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page, '/staff/kyc/{id}');
  await decide(page);
  // The form's answer, or (when the action also refreshed the session's cookies, which re-renders the page) the
  // decision as recorded: both say the learner was told.
  await expect(page.getByText(/The learner (has been|was) e-mailed\./)).toBeVisible();
  await context.close();
}

test('a learner verifies with a CNIC, staff approve, the learner sees it and gets the e-mail', async ({
  page,
  browser,
  context,
}) => {
  const { email } = await signedInLearner(page, 'Ayesha Siddiqui');
  await expect(page.getByText('Not submitted yet.')).toBeVisible();
  await page
    .getByRole('region', { name: 'Identity verification' })
    .getByRole('link', { name: 'Verify your identity' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expectNoAxeViolations(page, '/kyc details');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'Choose the document you will use.',
  );
  // Typed day first, as the label says, whatever the browser's language (a date field took 12041998 as 4 December).
  await fillDetails(page, { document: 'CNIC', number: '3520212345671', name: 'Ayesha Siddiqui', birth: '14031998' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: /Step 2 of 4/ })).toBeFocused();
  await addPhoto(page, 'the front of your document', await photoFile('front.jpg'));
  await page.getByLabel('Choose a file for the back of your document').setInputFiles(await photoFile('back.jpg'));
  await expect(page.getByRole('button', { name: 'Retake the photo of the back of your document' })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoAxeViolations(page, '/kyc document photos');
  await page.getByRole('button', { name: 'Continue' }).click();
  await addPhoto(page, 'your selfie', await photoFile('selfie.jpg'));
  await expectNoAxeViolations(page, '/kyc selfie');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('35202-1234567-1')).toBeVisible();
  await expect(page.getByText('14 March 1998')).toBeVisible();
  await expectNoAxeViolations(page, '/kyc review');
  await page.getByRole('button', { name: 'Send for verification' }).click();

  await expect(page.getByRole('heading', { name: 'Pending: we are checking your identity' })).toBeVisible();
  await expectNoAxeViolations(page, '/kyc pending');
  const userData = (await context.cookies()).find((cookie) => cookie.name === 'user_data');
  expect(JSON.parse(decodeURIComponent(userData?.value ?? '{}')).has_submitted_kyc).toBe(true);

  await staffDecides(browser, 'Ayesha Siddiqui', async (staff) => {
    await staff.getByRole('radio', { name: 'Approve' }).check();
    await staff.getByRole('button', { name: 'Save decision' }).click();
  });

  await returnToTab(page);
  await expect(page.getByRole('heading', { name: 'Approved: your identity is verified' })).toBeVisible();
  await expectNoAxeViolations(page, '/kyc approved');
  const mail = await nextMailTo(email, { containing: 'Subject: Your identity is verified' });
  expect(mail.raw).toContain('Your identity is verified. You can now enrol');
  await page.goto('/user-dashboard');
  await expect(page.getByText('Verified.')).toBeVisible();
});

test('a refused photo is named at the field; a rejection shows the reason and the learner submits again', async ({
  page,
  browser,
}) => {
  const { email } = await signedInLearner(page, 'Bilal Chaudhry');
  await page.goto('/kyc?next=%2Fuser-dashboard');
  await fillDetails(page, { document: 'Passport', number: 'ab1234567', name: 'Bilal Chaudhry', birth: '1995-07-01' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Back of your document')).toHaveCount(0);
  await page
    .getByLabel('Take a photo of the front of your document')
    .setInputFiles(await photoFile('dark.jpg', 'black'));
  await expect(
    page.getByText('The photo of the front of your document is too dark. Take it again in good light.'),
  ).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, '/kyc refused photo');
  await addPhoto(page, 'the front of your document', await photoFile('front.jpg'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await addPhoto(page, 'your selfie', await photoFile('selfie.jpg'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Send for verification' }).click();
  // ?next= sends the learner back where they came from.
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByText('Pending review.')).toBeVisible();

  await staffDecides(browser, 'Bilal Chaudhry', async (staff) => {
    await staff.getByRole('radio', { name: 'Reject' }).check();
    await staff.getByLabel('Reason (when rejecting)').selectOption({ label: 'The selfie does not match the document' });
    await staff.getByLabel(/Note to the learner/).fill('Take the selfie without sunglasses.');
    await staff.getByRole('button', { name: 'Save decision' }).click();
  });

  expect(mailText(await nextMailTo(email, { containing: 'Subject: We could not verify your identity' }))).toContain(
    'Take the selfie without sunglasses.',
  );
  await page.goto('/kyc');
  await expect(page.getByRole('heading', { name: 'Rejected: we could not verify your identity' })).toBeVisible();
  await expect(page.getByText('Note from our team: Take the selfie without sunglasses.')).toBeVisible();
  await expectNoAxeViolations(page, '/kyc rejected');
  await fillDetails(page, { document: 'Passport', number: 'AB1234567', name: 'Bilal Chaudhry', birth: '1995-07-01' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await addPhoto(page, 'the front of your document', await photoFile('front.jpg'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await addPhoto(page, 'your selfie', await photoFile('selfie-2.jpg'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page.getByRole('heading', { name: 'Pending: we are checking your identity' })).toBeVisible();
  await page.goto('/user-dashboard');
  await expect(page.getByText('Pending review.')).toBeVisible();
});

test('without JavaScript the plain multipart form keeps what was typed and the accepted photos, then submits', async ({
  page: withScripts,
  context,
  browser,
}) => {
  // Signed up with JavaScript (the dashboard streams its content), then the same session with JavaScript off.
  await signedInLearner(withScripts, 'Sana Mirza');
  const page = await signedInCopy(browser, context, phone);
  {
    await page.goto('/kyc');
    await expectNoAxeViolationsWithoutScripts(page, browser, '/kyc without JavaScript');
    await page.getByRole('combobox', { name: 'Document' }).selectOption({ label: 'CNIC' });
    await page.getByLabel('Document number').fill('35202-12345');
    await page.getByLabel('Full name as on the document').fill('Sana Mirza');
    await page.getByLabel('Date of birth').fill('02/11/1997');
    await page.getByLabel('Front of your document').setInputFiles(await photoFile('front.jpg'));
    await page.getByLabel('Back of your document').setInputFiles(await photoFile('back.jpg'));
    await page.getByLabel('Selfie').setInputFiles(await photoFile('selfie.jpg'));
    await page.getByRole('button', { name: 'Send for verification' }).click();

    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
      'Enter the 13 digits, like 12345-1234567-1.',
    );
    // The document type chosen names the field now.
    await expect(page.getByRole('textbox', { name: 'CNIC number', exact: true })).toHaveValue('35202-12345');
    await expect(page.getByLabel('Full name as on the document')).toHaveValue('Sana Mirza');
    await expect(page.getByLabel('Date of birth')).toHaveValue('02/11/1997');
    await expect(page.getByText('We have this photo. Choose a file only to replace it.')).toHaveCount(3);
    await expectNoAxeViolationsWithoutScripts(page, browser, '/kyc without JavaScript, refused');

    await page.getByRole('textbox', { name: 'CNIC number', exact: true }).fill('35202-1234567-9');
    await page.getByRole('button', { name: 'Send for verification' }).click();
    await expect(page.getByRole('heading', { name: 'Pending: we are checking your identity' })).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, browser, '/kyc without JavaScript, pending');
  }
  await page.context().close();
});

/** Sign-up as a keyboard user meets it: focus on the code step's notice, then on the dashboard's heading. */
async function signUpWithKeyboard(page: Page, fullName: string) {
  const email = uniqueEmail('keyboard');
  await page.goto('/register');
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeFocused({ timeout: 20_000 });
  await confirmRegistration(page, email);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${fullName}` })).toBeFocused();
}

const summary = (page: Page) => page.getByRole('alert', { name: 'There is a problem' });

test('keyboard and messages: Enter moves through the steps, a name in Urdu reads right to left, each photo is named the same at the field and in the summary', async ({
  page,
}) => {
  await signUpWithKeyboard(page, 'Ayesha Siddiqui');
  await page.goto('/kyc');
  await fillDetails(page, { document: 'CNIC', number: '3520212345671', name: 'عائشہ صدیقی', birth: '1998-03-14' });
  const name = page.getByLabel('Full name as on the document');
  await expect(name).toHaveAttribute('dir', 'auto');
  expect(await name.evaluate((input) => input.matches(':dir(rtl)'))).toBe(true);
  // Enter in a field is the step's Continue.
  await name.press('Enter');
  await expect(page.getByRole('heading', { name: /Step 2 of 4/ })).toBeFocused();

  // Continue without photos: each message names its photo, in the summary and at the field alike.
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const message of ['Add a photo of the front of your document.', 'Add a photo of the back of your document.']) {
    await expect(summary(page).getByRole('link', { name: message })).toBeVisible();
    await expect(page.getByText(message, { exact: true })).toHaveCount(2);
  }
  // A photo now ready: its message goes, from the field and the summary.
  await addPhoto(page, 'the front of your document', await photoFile('front.jpg'));
  await expect(page.getByText('Add a photo of the front of your document.')).toHaveCount(0);
  // A photo refused on upload: the summary gives the field's reason, not "add a photo".
  await page
    .getByLabel('Take a photo of the back of your document')
    .setInputFiles(await photoFile('dark.jpg', 'black'));
  const dark = 'The photo of the back of your document is too dark. Take it again in good light.';
  await expect(page.getByText(dark)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(summary(page).getByRole('link', { name: dark })).toBeVisible();
  await expect(page.getByText(dark, { exact: true })).toHaveCount(2);
  await expect(page.getByText('Add a photo of the back of your document.')).toHaveCount(0);
  await expectNoAxeViolations(page, '/kyc photo messages');

  await addPhoto(page, 'the back of your document', await photoFile('back.jpg'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await addPhoto(page, 'your selfie', await photoFile('selfie.jpg'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page.getByRole('heading', { name: 'Pending: we are checking your identity' })).toBeVisible();
});

const TOO_YOUNG = /Learners must be 16 or over when their first semester starts \(\d{1,2} [A-Z][a-z]+ \d{4}\)\./;

test('a learner under 16 when the next intake starts is told at the date of birth, with and without JavaScript; under 18 a passport is not enough', async ({
  page: withScripts,
  context,
  browser,
}) => {
  // Two contexts and a no-JavaScript axe pass: more than the file's 120 s on a loaded machine.
  test.setTimeout(180_000);
  await signedInLearner(withScripts, 'Zara Hussain');
  const page = withScripts;
  await page.goto('/kyc');
  await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(
    /^You must be 16 or over when your first semester starts \(.+ for the next intake\)\./,
  );
  await fillDetails(page, { document: 'Passport', number: 'AB1234567', name: 'Zara Hussain', birth: '2012-01-01' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(summary(page).getByRole('link', { name: TOO_YOUNG })).toBeVisible();
  await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(TOO_YOUNG);
  // Sixteen or seventeen: the B-Form, with the guardian, not a passport alone.
  const seventeen = `${new Date().getFullYear() - 17}-01-01`;
  await page.getByLabel('Date of birth').fill(seventeen);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('combobox', { name: 'Document' })).toHaveAccessibleDescription(
    /Learners under 18 use their B-Form, with their parent or guardian's CNIC\.$/,
  );
  await expectNoAxeViolations(page, '/kyc too young');

  // Without JavaScript the platform says the same at the same field, keeps what was typed and stores nothing.
  const plain = await signedInCopy(browser, context, phone);
  await plain.goto('/kyc');
  await plain.getByRole('combobox', { name: 'Document' }).selectOption({ label: 'Passport' });
  await plain.getByLabel('Document number').fill('AB1234567');
  await plain.getByLabel('Full name as on the document').fill('Zara Hussain');
  await plain.getByLabel('Date of birth').fill('2012-01-01');
  await plain.getByLabel('Front of your document').setInputFiles(await photoFile('front.jpg'));
  await plain.getByLabel('Selfie').setInputFiles(await photoFile('selfie.jpg'));
  await plain.getByRole('button', { name: 'Send for verification' }).click();
  await expect(summary(plain).getByRole('link', { name: TOO_YOUNG })).toBeVisible();
  await expect(plain.getByLabel('Date of birth')).toHaveValue('2012-01-01');
  await expect(plain.getByLabel('Date of birth')).toHaveAccessibleDescription(TOO_YOUNG);
  await expectNoAxeViolationsWithoutScripts(plain, browser, '/kyc too young without JavaScript');
  // Nothing stored: the form again, no pending verification (asked in this context, whose session is the current one).
  await plain.goto('/kyc');
  await expect(plain.getByRole('button', { name: 'Send for verification' })).toBeVisible();
  await expect(plain.getByRole('heading', { name: /^Pending/ })).toHaveCount(0);
  await plain.context().close();
});

test('a staff address that names no submission or transfer is a real 404 with the way back to its queue', async ({
  page,
}) => {
  await signInAsStaff(page);
  const cases = [
    ['/staff/kyc/not-a-uuid', 'See the identity verifications'],
    ['/staff/kyc/00000000-0000-4000-8000-000000000000', 'See the identity verifications'],
    ['/staff/transfers/not-a-uuid', 'See the bank transfers'],
    ['/staff/transfers/00000000-0000-4000-8000-000000000000', 'See the bank transfers'],
  ] as const;
  for (const [path, back] of cases) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
    // The route-validation 404, as for an unknown programme, not the unmatched-route one.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
    await expect(page.getByRole('link', { name: back })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'staff 404');
});
