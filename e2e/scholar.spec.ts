// /next-gen-scholar end to end: intake dates, the application by keyboard alone, a duplicate applicant,
// the guardian rule through the error summary, an application without JavaScript, and no programme closed for
// enrolment to choose (e2e/setup/checkout-fixtures.ts closes one).
import { test, expect, type Locator, type Page } from '@playwright/test';
import { CLOSED_PROGRAMME, E2E_REVALIDATE_SECRET } from './setup/checkout-fixtures-data';

async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

const statement = 'I build small web tools for my family shop and want to learn to build them properly for others.';
// Unique applicants per run, so a rerun against the same database is not a duplicate.
const run = Date.now().toString(36);
const mobile = () => `0300 ${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-21`;

async function fillByMouse(page: Page, fields: { name: string; email: string; dob: string; phone: string }) {
  await page.getByLabel('Programme you want to study').selectOption({ label: 'Cyber Security' });
  await page.getByLabel('Full name').fill(fields.name);
  await page.getByLabel('E-mail address').fill(fields.email);
  await page.getByLabel('Date of birth').fill(fields.dob);
  await page.locator('input[name="phone"]').fill(fields.phone);
  await page.getByLabel('School or college').fill('Government College University');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel(/Why do you want to join/).fill(statement);
}

test('shows the programme and intake dates from the platform', async ({ page }) => {
  await page.goto('/next-gen-scholar');
  await expect(page.getByRole('heading', { level: 1, name: 'Next-gen scholar' })).toBeVisible();
  // The opening is the page's text staff edit (the demo's), the eligibility the code's.
  await expect(page.getByText(/^Next-gen scholar is our scholarship programme for talented learners/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who can apply' })).toBeVisible();
  await expect(page.getByText('Aged 16 or over on the day you apply.')).toBeVisible();
  await expect(page.getByText(/Applications close \d{1,2} \w+ \d{4}/).first()).toBeVisible();
  await expect(page.getByText(/Decisions by \d{1,2} \w+ \d{4}/).first()).toBeVisible();
});

test('offers only programmes open for enrolment', async ({ page }) => {
  // The operator's publication of the closing, as in enrolment-closed.spec (the choices are cached under that tag).
  const revalidated = await page.request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}`, 'content-type': 'application/json' },
    data: { tags: ['programmes'] },
  });
  expect(revalidated.status()).toBe(200);
  await page.goto('/next-gen-scholar');
  const programmes = page.getByLabel('Programme you want to study');
  await expect(programmes.locator('option', { hasText: 'Cyber Security' })).toHaveCount(1);
  await expect(programmes.locator('option', { hasText: CLOSED_PROGRAMME.title })).toHaveCount(0);
});

test('an application filled and sent by keyboard alone gets a reference; the same applicant again is told so', async ({
  page,
}) => {
  await page.goto('/next-gen-scholar');
  await tabTo(page, page.getByLabel('Programme you want to study'));
  // A closed select takes type-to-find from the keyboard, as on every desktop browser.
  await page.keyboard.type('Data Science');
  await expect(page.getByLabel('Programme you want to study')).toHaveValue('data-science-and-analytics');
  await tabTo(page, page.getByLabel('Full name'));
  await page.keyboard.type('Sana Iqbal');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`sana.${run}@example.pk`);
  await page.keyboard.press('Tab');
  // The date of birth is typed in the order its label states: day, month, year.
  await page.keyboard.type('21/03/2001');
  await expect(page.getByLabel('Date of birth')).toHaveValue('21/03/2001');
  await tabTo(page, page.getByRole('combobox', { name: /country code for phone number/i }));
  await page.keyboard.press('Tab');
  await page.keyboard.type(mobile());
  await tabTo(page, page.getByLabel('School or college'));
  await page.keyboard.type('Kinnaird College');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lahore');
  await page.keyboard.press('Tab');
  await page.keyboard.type(statement);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send application' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'your application is in' })).toContainText(
    /NGS-[2-9A-HJ-NP-Z]{8}/,
  );

  // The same person (e-mail typed differently) applying again is not stored twice.
  await page.goto('/next-gen-scholar');
  await fillByMouse(page, { name: 'Sana Iqbal', email: `SANA.${run}@Example.pk`, dob: '2001-03-21', phone: mobile() });
  await page.getByRole('button', { name: 'Send application' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('You have already applied for this intake');
  await expect(page.getByLabel('Full name')).toHaveValue('Sana Iqbal');
});

test('an under-18 applicant without a guardian: the summary links to both guardian fields', async ({ page }) => {
  await page.goto('/next-gen-scholar');
  await fillByMouse(page, { name: 'Hamza Ali', email: `hamza.${run}@example.pk`, dob: yearsAgo(16), phone: mobile() });
  await page.getByRole('button', { name: 'Send application' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([/guardian’s name/, /guardian’s phone number/]);
  await summary.getByRole('link', { name: /guardian’s phone number/ }).click();
  await expect(page.locator('input[name="guardianPhone"]')).toBeFocused();
  await page.getByLabel('Parent’s or guardian’s name').fill('Rukhsana Ali');
  await page.locator('input[name="guardianPhone"]').fill(mobile());
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText(/Your reference is NGS-/)).toBeVisible();
});

test('an applicant under 16 is told the age rule at the date of birth, and what was typed stays', async ({ page }) => {
  await page.goto('/next-gen-scholar');
  await fillByMouse(page, { name: 'Ali Raza', email: `ali.${run}@example.pk`, dob: yearsAgo(14), phone: mobile() });
  await page.getByLabel('Parent’s or guardian’s name').fill('Rukhsana Raza');
  await page.locator('input[name="guardianPhone"]').fill(mobile());
  await page.getByRole('button', { name: 'Send application' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText(['You must be 16 or over to apply.']);
  await expect(page.getByLabel('Programme you want to study')).toHaveValue('cyber-security');
  await expect(page.getByLabel('Full name')).toHaveValue('Ali Raza');
});

test('works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/next-gen-scholar');
  await fillByMouse(page, {
    name: 'Zainab Raza',
    email: `zainab.${run}@example.pk`,
    dob: '1999-11-02',
    phone: mobile().slice(1),
  });
  await page.getByLabel('City').fill('');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('link', { name: 'Enter your city.', exact: true })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Zainab Raza');
  await page.getByLabel('City').fill('Karachi');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText(/Your reference is NGS-/)).toBeVisible();
  await context.close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`an under-16 hears the age rule with every other error at once (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/next-gen-scholar');
    await fillByMouse(page, {
      name: 'Zara Khan',
      email: `zara.${javaScriptEnabled}.${run}@example.pk`,
      dob: yearsAgo(13),
      phone: mobile(),
    });
    await page.getByLabel('School or college').fill('');
    await page.getByLabel('City').fill('');
    await page.getByRole('button', { name: 'Send application' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByRole('link', { name: 'You must be 16 or over to apply.' })).toBeVisible();
    await expect(summary.getByRole('link', { name: /school or college/i })).toBeVisible();
    await expect(summary.getByRole('link', { name: /city/i })).toBeVisible();
    await context.close();
  });
}

test('a brother or sister may apply with the same phone number and their own e-mail address', async ({ page }) => {
  const shared = mobile();
  await page.goto('/next-gen-scholar');
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(
    /one application per e-mail address per intake/,
  );
  await fillByMouse(page, {
    name: 'Ayesha Malik',
    email: `ayesha.malik.${run}@example.pk`,
    dob: '2002-05-01',
    phone: shared,
  });
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText(/Your reference is NGS-/)).toBeVisible();
  await page.goto('/next-gen-scholar');
  await fillByMouse(page, {
    name: 'Omar Malik',
    email: `omar.malik.${run}@example.pk`,
    dob: '2004-09-12',
    phone: shared,
  });
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText(/Your reference is NGS-/)).toBeVisible();
});
