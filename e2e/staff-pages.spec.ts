// The site's pages and FAQ from the catalogue editor (issue 46): an admin adds a paragraph to the about page in English
// and Urdu, publishes, and /about-us and /ur/about-us show it with and without JavaScript (the learning path's opening
// likewise, previewed first); a terms edit that removes the refunds section (the checkout's refund rules) is refused at
// the field with the admin's text kept, without JavaScript. The demo texts are put back through the same screens at the
// end, for the specs that run after.
import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from './kyc-helpers';
import { E2E_ADMIN } from './setup/staff-account';
import { signedInCopy } from './signed-in-copy';
import { signedInAdmin } from './staff-sign-in';

test.describe.configure({ timeout: 360_000 });

/** A text field of the editor by its exact name (an Urdu twin's starts with the English one's). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const said = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
/** The overview's section under a heading. */
const listed = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

async function publishDraft(admin: Page) {
  await admin.getByRole('button', { name: 'Save draft' }).click();
  await expect(said(admin, 'Draft saved')).toBeVisible();
  await admin.getByRole('button', { name: 'Publish the draft' }).click();
  await expect(said(admin, 'Published (version')).toBeVisible();
}

test('an admin edits the about page in English and Urdu and publishes it; the terms keep their refunds', async ({
  browser,
}) => {
  const added = {
    en: `Our admissions office answers the telephone from nine to five, Monday to Saturday (${Date.now().toString(36)}).`,
    ur: 'ہمارا داخلہ دفتر پیر سے ہفتہ تک صبح نو سے شام پانچ بجے تک فون پر جواب دیتا ہے۔',
  };
  const admin = await signedInAdmin(browser, '/staff/catalogue', 'Catalogue');
  await expect(admin.getByRole('heading', { name: 'Site pages' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Support questions' })).toBeVisible();
  await listed(admin, 'Site pages').getByRole('link', { name: 'About us', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(admin.getByText(/Version \d+\./)).toBeVisible();
  await expectNoAxeViolations(admin, 'the about page editor');

  const english = field(admin, 'Opening paragraphs');
  const urdu = field(admin, 'Opening paragraphs in Urdu');
  await expect(urdu).toHaveAttribute('lang', 'ur');
  const before = { en: await english.inputValue(), ur: await urdu.inputValue() };
  await english.fill(`${before.en}\n\n${added.en}`);
  await urdu.fill(`${before.ur}\n\n${added.ur}`);
  await publishDraft(admin);

  // The public page in both languages, with JavaScript and without.
  const visitor = await browser.newPage();
  await visitor.goto('/about-us');
  await expect(visitor.getByText(added.en)).toBeVisible();
  await visitor.goto('/ur/about-us');
  await expect(visitor.getByText(added.ur)).toBeVisible();
  await expect(visitor.getByText(added.en)).toHaveCount(0);
  await visitor.close();
  const plainContext = await browser.newContext({ javaScriptEnabled: false });
  const plain = await plainContext.newPage();
  await plain.goto('/about-us');
  await expect(plain.getByText(added.en)).toBeVisible();
  await plain.goto('/ur/about-us');
  await expect(plain.getByText(added.ur)).toBeVisible();
  await plainContext.close();

  // The terms without JavaScript: emptying the refunds section is refused at the sections, the admin's text kept.
  const noScript = await signedInCopy(browser, admin.context());
  await noScript.goto('/staff/catalogue/pages/terms');
  await expect(noScript.getByRole('heading', { level: 1, name: 'Terms of use and refund policy' })).toBeVisible();
  let refundsRow = 0;
  for (let row = 1; row <= 20 && !refundsRow; row++)
    if ((await field(noScript, `Section ${row} id`).inputValue()) === 'refunds') refundsRow = row;
  expect(refundsRow).toBeGreaterThan(0);
  const title = field(noScript, 'Title');
  const editedTitle = `${await title.inputValue()} (edited)`;
  await title.fill(editedTitle);
  for (const name of ['id', 'heading', 'text']) await field(noScript, `Section ${refundsRow} ${name}`).fill('');
  for (const name of ['heading', 'text'])
    await noScript.getByRole('textbox', { name: new RegExp(`^Section ${refundsRow} ${name} in Urdu`) }).fill('');
  await noScript.getByRole('button', { name: 'Save draft' }).click();
  const sections = noScript.getByRole('group', { name: 'Sections', exact: true });
  await expect(sections).toHaveAttribute('aria-describedby', 'page-sections-error');
  await expect(sections.getByText(/keep a section with the id “refunds”/)).toBeVisible();
  await expect(sections.getByText(/Urdu terms keep their “refunds” section/)).toBeVisible();
  await expect(noScript.getByRole('alert').filter({ hasText: 'The page was not saved' })).toBeVisible();
  await expect(field(noScript, 'Title')).toHaveValue(editedTitle);
  await expect(field(noScript, `Section ${refundsRow} id`)).toHaveValue('');
  await expectNoAxeViolationsWithoutScripts(noScript, browser, 'the terms editor without scripts, refused');
  // Nothing was saved: no draft waits, and the checkout's refund rules are still on /terms.
  await noScript.goto('/staff/catalogue/pages/terms');
  await expect(noScript.getByText('No draft is waiting.')).toBeVisible();
  await noScript.goto('/terms#refunds');
  await expect(noScript.locator('#refunds')).toBeVisible();
  await noScript.context().close();

  // The about page as it was, for the specs that run after this one.
  await english.fill(before.en);
  await urdu.fill(before.ur);
  await publishDraft(admin);
  await admin.context().close();
});

test('the learning path shows its edited opening: previewed by the admin alone, then published to everyone', async ({
  browser,
}) => {
  const added = {
    en: `Each semester ends with a project reviewed by an instructor (${Date.now().toString(36)}).`,
    ur: 'ہر سمسٹر کے آخر میں ایک پروجیکٹ ہوتا ہے جسے ایک استاد جانچتا ہے۔',
  };
  const admin = await signedInAdmin(
    browser,
    '/staff/catalogue/pages/learning-path',
    'Your learning path, semester by semester',
  );
  const english = field(admin, 'Opening paragraphs');
  const urdu = field(admin, 'Opening paragraphs in Urdu');
  const before = { en: await english.inputValue(), ur: await urdu.inputValue() };
  await english.fill(`${before.en}\n\n${added.en}`);
  await urdu.fill(`${before.ur}\n\n${added.ur}`);
  await admin.getByRole('button', { name: 'Save draft' }).click();
  await expect(said(admin, 'Draft saved')).toBeVisible();

  // The draft on the real page, above the curriculum, for the admin only.
  await admin.getByRole('button', { name: 'Preview the draft' }).click();
  await expect(admin).toHaveURL(/\/learning-path$/);
  await expect(said(admin, 'Preview of the draft.')).toBeVisible();
  await expect(admin.getByText(added.en)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Term dates' })).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto('/learning-path');
  await expect(visitor.getByText(added.en)).toHaveCount(0);
  await admin.getByRole('button', { name: 'End the preview' }).click();
  await expect(admin).toHaveURL(/\/staff\/catalogue\/pages\/learning-path$/);

  // Published: the cached page shows it at once, in both languages, without JavaScript too.
  await admin.getByRole('button', { name: 'Publish the draft' }).click();
  await expect(said(admin, 'Published (version')).toBeVisible();
  await visitor.goto('/learning-path');
  await expect(visitor.getByText(added.en)).toBeVisible();
  await visitor.close();
  const plainContext = await browser.newContext({ javaScriptEnabled: false });
  const plain = await plainContext.newPage();
  await plain.goto('/ur/learning-path');
  await expect(plain.getByText(added.ur)).toBeVisible();
  await expect(plain.getByText(added.en)).toHaveCount(0);
  await plainContext.close();

  // The learning path as it was, for the specs that run after this one.
  await english.fill(before.en);
  await urdu.fill(before.ur);
  await publishDraft(admin);
  await admin.context().close();
});

test('an admin adds a support question and removes another; /support shows that in English and Urdu', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const added = {
    question: `Can I pay the semester fee in two parts (${stamp})?`,
    questionUr: 'کیا میں سمسٹر کی فیس دو حصوں میں ادا کر سکتا ہوں؟',
    answer: 'No: each semester is paid in full before it starts, and scholarships lower what is owed.',
    answerUr: 'نہیں: ہر سمسٹر کی فیس اس کے شروع ہونے سے پہلے پوری ادا کی جاتی ہے، اور وظائف واجب رقم کم کرتے ہیں۔',
  };
  const admin = await signedInAdmin(browser, '/staff/catalogue/faq/new', 'Add a question');
  await expectNoAxeViolations(admin, 'a new question');
  await field(admin, 'Question').fill(added.question);
  await admin.getByRole('textbox', { name: /^Question in Urdu/ }).fill(added.questionUr);
  await field(admin, 'Answer').fill(added.answer);
  await admin.getByRole('textbox', { name: /^Answer in Urdu/ }).fill(added.answerUr);
  await admin.getByRole('combobox', { name: 'Topic' }).selectOption('payments');
  await admin.getByRole('button', { name: 'Create question (not published)' }).click();
  await expect(said(admin, 'Created, not published')).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto('/support');
  await expect(visitor.getByText(added.question)).toHaveCount(0);
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(said(admin, 'Published (version')).toBeVisible();

  // Another question, removed from its editor: gone from the support page in both languages.
  await admin.goto('/staff/catalogue');
  await listed(admin, 'Support questions').getByRole('link', { name: 'How are fees charged?', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'How are fees charged?' })).toBeVisible();
  const removed = {
    en: await field(admin, 'Question').inputValue(),
    ur: await admin.getByRole('textbox', { name: /^Question in Urdu/ }).inputValue(),
  };
  expect(removed.ur).not.toBe('');
  await visitor.goto('/ur/support');
  await expect(visitor.getByText(removed.ur)).toBeVisible();
  await admin.getByRole('button', { name: 'Remove the question' }).click();
  await expect(said(admin, 'was removed from the support page')).toBeVisible();
  await expect(
    listed(admin, 'Support questions').getByRole('link', { name: 'How are fees charged?', exact: true }),
  ).toHaveCount(0);

  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/support');
    await expect(page.getByText(added.question)).toBeVisible();
    await expect(page.getByText(removed.en, { exact: true })).toHaveCount(0);
    await page.goto('/ur/support');
    await expect(page.getByText(added.questionUr)).toBeVisible();
    await expect(page.getByText(removed.ur, { exact: true })).toHaveCount(0);
    await context.close();
  }
  await visitor.close();

  // The audit log names the admin for each step.
  await admin.goto('/staff/audit');
  for (const action of ['faq.created', 'faq.published', 'faq.removed'])
    await expect(admin.getByRole('row').filter({ hasText: action }).first(), action).toContainText(E2E_ADMIN.email);
  await admin.context().close();
});

/** The visible answer of a question on /support (a closed disclosure until its question is pressed). */
async function openQuestion(page: Page, question: string) {
  await page.locator('summary', { hasText: question }).click();
}

test('an admin previews a page draft and a question draft on the real pages before publishing; nobody else sees them', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const page = {
    en: `Your data is never shared with employers without your consent (${stamp}).`,
    ur: 'آپ کا ڈیٹا آپ کی اجازت کے بغیر کبھی آجروں کو نہیں دیا جاتا۔',
  };
  const admin = await signedInAdmin(browser, '/staff/catalogue/pages/privacy', 'Privacy policy');
  const english = field(admin, 'Opening paragraphs');
  const urdu = field(admin, 'Opening paragraphs in Urdu');
  const before = { en: await english.inputValue(), ur: await urdu.inputValue() };
  await english.fill(`${before.en}\n\n${page.en}`);
  await urdu.fill(`${before.ur}\n\n${page.ur}`);
  await admin.getByRole('button', { name: 'Save draft' }).click();
  await expect(said(admin, 'Draft saved')).toBeVisible();

  // The real page with the draft, for the admin only, never stored by a cache; in Urdu too.
  const previewed = admin.waitForResponse(
    (response) => new URL(response.url()).pathname === '/privacy' && response.request().resourceType() === 'document',
  );
  await admin.getByRole('button', { name: 'Preview the draft' }).click();
  expect((await previewed).headers()['cache-control']).toContain('no-store');
  await expect(admin).toHaveURL(/\/privacy$/);
  await expect(said(admin, 'Preview of the draft.')).toBeVisible();
  await expect(admin.getByText(page.en)).toBeVisible();
  await expectNoAxeViolations(admin, 'the privacy policy previewed');
  await admin.goto('/ur/privacy');
  await expect(admin.getByText(page.ur)).toBeVisible();
  await expect(said(admin, 'Preview of the draft.')).toBeVisible();

  // A visitor, with JavaScript and without, and one holding the admin's draft-mode cookie without their session: the
  // published page, no banner.
  const bypass = (await admin.context().cookies()).filter((cookie) => cookie.name === '__prerender_bypass');
  expect(bypass).toHaveLength(1);
  for (const [javaScriptEnabled, cookies] of [
    [true, []],
    [false, []],
    [true, bypass],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled });
    await context.addCookies([...cookies]);
    const visitor = await context.newPage();
    for (const path of ['/privacy', '/ur/privacy']) {
      await visitor.goto(path);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(visitor.getByText(page.en)).toHaveCount(0);
      await expect(visitor.getByText(page.ur)).toHaveCount(0);
      await expect(visitor.getByText('Preview of the draft.')).toHaveCount(0);
    }
    await context.close();
  }

  // Ended: back to the editor, and the admin's own /privacy is the published one again.
  await admin.goto('/privacy');
  await admin.getByRole('button', { name: 'End the preview' }).click();
  await expect(admin).toHaveURL(/\/staff\/catalogue\/pages\/privacy$/);
  await admin.goto('/privacy');
  await expect(admin.getByText(page.en)).toHaveCount(0);

  // The same without JavaScript: preview, the draft shown, end.
  const noScript = await signedInCopy(browser, admin.context());
  await noScript.goto('/staff/catalogue/pages/privacy');
  await noScript.getByRole('button', { name: 'Preview the draft' }).click();
  await expect(noScript).toHaveURL(/\/privacy$/);
  await expect(noScript.getByText(page.en)).toBeVisible();
  await expect(said(noScript, 'Preview of the draft.')).toBeVisible();
  await expectNoAxeViolationsWithoutScripts(noScript, browser, 'the privacy policy previewed without scripts');
  await noScript.getByRole('button', { name: 'End the preview' }).click();
  await expect(noScript).toHaveURL(/\/staff\/catalogue\/pages\/privacy$/);
  await noScript.goto('/privacy');
  await expect(noScript.getByText(page.en)).toHaveCount(0);
  await noScript.context().close();

  // Published: everyone sees it. Then the policy as it was, for the specs that run after.
  await admin.goto('/staff/catalogue/pages/privacy');
  await admin.getByRole('button', { name: 'Publish the draft' }).click();
  await expect(said(admin, 'Published (version')).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto('/privacy');
  await expect(visitor.getByText(page.en)).toBeVisible();
  await english.fill(before.en);
  await urdu.fill(before.ur);
  await publishDraft(admin);

  // A question's draft: /support shows it to the admin (in English and Urdu, with JavaScript and without), and the
  // published answer to the visitor until it is published.
  const question = {
    en: 'When can I start, and can I join a term that has already begun?',
    ur: 'میں کب شروع کر سکتا ہوں، اور کیا پہلے سے شروع ہو چکی ٹرم میں شامل ہو سکتا ہوں؟',
  };
  const answer = {
    en: `Each programme starts three times a year: January, May and September (${stamp}).`,
    ur: 'ہر پروگرام سال میں تین بار شروع ہوتا ہے: جنوری، مئی اور ستمبر۔',
  };
  await admin.goto('/staff/catalogue/faq/when-do-semesters-start');
  await expect(admin.getByRole('heading', { level: 1, name: question.en })).toBeVisible();
  const answerField = field(admin, 'Answer');
  const answerUr = admin.getByRole('textbox', { name: /^Answer in Urdu/ });
  const was = { en: await answerField.inputValue(), ur: await answerUr.inputValue() };
  await answerField.fill(answer.en);
  await answerUr.fill(answer.ur);
  await admin.getByRole('button', { name: 'Save draft' }).click();
  await expect(said(admin, 'Draft saved')).toBeVisible();
  await admin.getByRole('button', { name: 'Preview the draft' }).click();
  await expect(admin).toHaveURL(/\/support$/);
  await expect(said(admin, 'Preview of the draft.')).toBeVisible();
  await openQuestion(admin, question.en);
  await expect(admin.getByText(answer.en)).toBeVisible();
  await admin.goto('/ur/support');
  await openQuestion(admin, question.ur);
  await expect(admin.getByText(answer.ur)).toBeVisible();
  const plainAdmin = await signedInCopy(browser, admin.context());
  await plainAdmin.goto('/support');
  await openQuestion(plainAdmin, question.en);
  await expect(plainAdmin.getByText(answer.en)).toBeVisible();
  await plainAdmin.context().close();
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const plain = await context.newPage();
    await plain.goto('/support');
    await openQuestion(plain, question.en);
    await expect(plain.getByText(was.en)).toBeVisible();
    await expect(plain.getByText(answer.en)).toHaveCount(0);
    await context.close();
  }
  // Ended from /support: back to the catalogue (the page shows every question's draft, not one's).
  await admin.getByRole('button', { name: 'End the preview' }).click();
  await expect(admin).toHaveURL(/\/staff\/catalogue$/);
  await admin.goto('/staff/catalogue/faq/when-do-semesters-start');
  await admin.getByRole('button', { name: 'Publish the draft' }).click();
  await expect(said(admin, 'Published (version')).toBeVisible();
  await visitor.goto('/support');
  await openQuestion(visitor, question.en);
  await expect(visitor.getByText(answer.en)).toBeVisible();
  await visitor.close();
  await field(admin, 'Answer').fill(was.en);
  await admin.getByRole('textbox', { name: /^Answer in Urdu/ }).fill(was.ur);
  await publishDraft(admin);
  await admin.context().close();
});
