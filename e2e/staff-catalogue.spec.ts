// The institute runs its own catalogue from the web (issue 46): the first admin makes a colleague staff, adds an
// instructor with a photo and a programme with two semesters, previews the draft on the real page, publishes; the
// public programme and instructor pages, the sitemap and /ur/... show them, with and without JavaScript; a fee change
// leaves a learner's open order as it was; the audit log names the admin for each step. A second test: two editors at
// once (the stale save keeps the editor's own text), a renamed instructor's old address answers 308, and the editor's
// forms without JavaScript (errors at the field). Set up through the API where the screen is not the point.
import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { documentPhoto } from '../platform/test/test-images';
import { signUpByApi, uniqueEmail } from './auth-helpers';
import { openOrder, verifiedLearner } from './checkout-helpers';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from './kyc-helpers';
import { E2E_ADMIN } from './setup/staff-account';
import { signedInCopy } from './signed-in-copy';
import { signedInAdmin } from './staff-sign-in';

test.describe.configure({ timeout: 360_000 });

/** Unique per run and worker: lowercase letters, digits and hyphens. */
const uniqueSlug = (label: string) => `${label}-${Date.now().toString(36)}-${process.pid.toString(36)}`;

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

/** A text field of the editor by its exact name (an Urdu twin's starts with the English one's). */
const field = (page: Page | Locator, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillCourse(
  page: Page,
  row: number,
  course: { semester: string; title: string; code: string; slug: string; summary: string; instructor: string },
) {
  const group = page.getByRole('group', { name: `Course ${row}`, exact: true });
  await group.getByRole('combobox', { name: 'Semester', exact: true }).selectOption({ label: course.semester });
  await field(group, 'Course title').fill(course.title);
  await field(group, 'Course code').fill(course.code);
  await field(group, 'Course address (slug)').fill(course.slug);
  await field(group, 'Course summary').fill(course.summary);
  await field(group, 'Credits').fill('3');
  await group.getByRole('combobox', { name: 'Taught by', exact: true }).selectOption({ label: course.instructor });
}

/** The line saying what the last step did (the editor's text areas have live regions of their own). */
const said = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

const auditRow = (page: Page, action: string, record: string) =>
  page.getByRole('row').filter({ hasText: action }).filter({ hasText: record }).first();

test('an admin adds an instructor and a programme, previews and publishes; the site shows them; orders keep their fee', async ({
  browser,
  page,
}) => {
  const instructor = { name: 'Farah Siddiqui', slug: uniqueSlug('farah') };
  const programme = { title: `Data Engineering ${Date.now().toString(36)}`, slug: uniqueSlug('data-engineering') };

  // The admin makes a colleague staff from the web (the CLI made only the first admin).
  const colleague = { email: uniqueEmail('catalogue-colleague') };
  await signUpByApi(page.request, '/api/v1', { email: colleague.email, full_name: 'Bilal Colleague' });
  const admin = await signedInAdmin(browser, '/staff/roles', 'Roles');
  await admin.getByLabel('E-mail address of their account').fill(colleague.email);
  await admin.getByRole('combobox', { name: 'Role' }).selectOption('staff');
  await admin.getByRole('button', { name: 'Save role' }).click();
  await expect(said(admin, `Bilal Colleague (${colleague.email}) is now staff.`)).toBeVisible();

  // The catalogue: every programme and instructor, published or not.
  await admin.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Catalogue' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await expect(admin.getByRole('table', { name: /^Programmes/ })).toContainText('Full-Stack Web Development');
  await expectNoAxeViolations(admin, '/staff/catalogue');

  // A new instructor: English texts, one Urdu twin; the others are shown as missing.
  await admin.getByRole('link', { name: 'Add an instructor' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Add an instructor' })).toBeVisible();
  await field(admin, 'Name').fill(instructor.name);
  await field(admin, 'Address (slug)').fill(instructor.slug);
  await field(admin, 'Title').fill('Principal Data Engineer');
  await admin.getByRole('textbox', { name: /^Title in Urdu/ }).fill('پرنسپل ڈیٹا انجینئر');
  await field(admin, 'Headline').fill('Pipelines that run at night and tell you when they break.');
  await field(admin, 'Biography').fill('Farah builds data platforms for banks in Karachi.\n\nShe teaches by building.');
  await field(admin, 'City').fill('Karachi');
  await field(admin, 'Areas of expertise').fill('Data pipelines\nSQL');
  await field(admin, 'Years of experience').fill('12');
  await expectNoAxeViolations(admin, '/staff/catalogue/instructors/new');
  await admin.getByRole('button', { name: 'Create instructor (not published)' }).click();
  await expect(admin).toHaveURL(new RegExp(`/staff/catalogue/instructors/${instructor.slug}\\?created=1$`));
  await expect(said(admin, 'Created, not published')).toBeVisible();
  await expect(admin.getByText('Not published: learners do not see it.')).toBeVisible();
  await expect(admin.getByRole('textbox', { name: /^Title in Urdu/ })).toHaveValue('پرنسپل ڈیٹا انجینئر');
  await expect(field(admin, 'Headline in Urdu (missing)')).toHaveValue('');
  await expect(field(admin, 'Biography in Urdu (missing)')).toBeVisible();

  // The photo: a plain multipart form; stored at once.
  await admin
    .getByLabel(`Photo of ${instructor.name}`)
    .setInputFiles({ name: 'farah.jpg', mimeType: 'image/jpeg', buffer: await documentPhoto('jpeg', 800, 800) });
  await admin.getByRole('button', { name: 'Upload photo' }).click();
  await expect(said(admin, 'Photo stored')).toBeVisible();
  await expect(admin.getByText('A photo is stored; a new one replaces it at once.')).toBeVisible();
  await expectNoAxeViolations(admin, '/staff/catalogue/instructors/{slug}');
  expect((await admin.request.get(`/instructors/${instructor.slug}`)).status()).toBe(404);

  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(said(admin, 'Published (version')).toBeVisible();
  await expect(admin.getByText(`Published at /instructors/${instructor.slug}.`)).toBeVisible();

  // A new programme with one semester and a course taught by the new instructor ...
  await admin.goto('/staff/catalogue');
  await admin.getByRole('link', { name: 'Add a programme' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Add a programme' })).toBeVisible();
  await field(admin, 'Title').fill(programme.title);
  await field(admin, 'Address (slug)').fill(programme.slug);
  await field(admin, 'Summary').fill('Build the pipelines a business runs on.');
  await field(admin, 'Description').fill('Two semesters of batch and streaming data work.');
  await field(admin, 'Outcomes').fill('Design a warehouse\nRun a pipeline in production');
  await field(admin, 'Duration in weeks').fill('32');
  await field(admin, 'Fee per semester (PKR)').fill('50,000');
  await field(admin, 'Semester 1 name').fill('Batch Foundations');
  await fillCourse(admin, 1, {
    semester: 'Semester 1',
    title: 'SQL for Pipelines',
    code: 'DE101',
    slug: `${programme.slug}-sql`,
    summary: 'Queries that move data.',
    instructor: instructor.name,
  });
  await expectNoAxeViolations(admin, '/staff/catalogue/programmes/new');
  await admin.getByRole('button', { name: 'Create programme (not published)' }).click();
  await expect(admin).toHaveURL(new RegExp(`/staff/catalogue/programmes/${programme.slug}\\?created=1$`));
  await expect(field(admin, 'Title in Urdu (missing)')).toBeVisible();

  // ... then a second semester with its course, in the blank rows the editor offers.
  await field(admin, 'Semester 2 name').fill('Streaming');
  await fillCourse(admin, 2, {
    semester: 'Semester 2',
    title: 'Streams and Events',
    code: 'DE201',
    slug: `${programme.slug}-streams`,
    summary: 'Data that never stops arriving.',
    instructor: instructor.name,
  });
  await admin.getByRole('button', { name: 'Save draft' }).click();
  await expect(said(admin, 'Draft saved (version 2)')).toBeVisible();
  await expect(field(admin, 'Semester 2 name')).toHaveValue('Streaming');
  await expectNoAxeViolations(admin, '/staff/catalogue/programmes/{slug}');
  // Not on the site until published; the admin previews the real page with the draft, which is never cached.
  expect((await admin.request.get(`/${programme.slug}`)).status()).toBe(404);
  const previewed = admin.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/${programme.slug}` && response.request().resourceType() === 'document',
  );
  await admin.getByRole('button', { name: 'Preview the draft' }).click();
  expect((await previewed).status()).toBe(200);
  expect((await previewed).headers()['cache-control']).toContain('no-store');
  await expect(admin).toHaveURL(new RegExp(`/${programme.slug}$`));
  await expect(said(admin, 'Preview of the draft.')).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: programme.title })).toBeVisible();
  await expect(admin.getByText('Streams and Events').first()).toBeVisible();
  await expectNoAxeViolations(admin, 'the draft preview');
  // A visitor at the same address: still nothing.
  expect((await page.request.get(`/${programme.slug}`)).status()).toBe(404);
  await admin.getByRole('button', { name: 'End the preview' }).click();
  await expect(admin).toHaveURL(new RegExp(`/staff/catalogue/programmes/${programme.slug}$`));

  await admin.getByRole('button', { name: 'Publish the draft' }).click();
  await expect(said(admin, 'Published (version')).toBeVisible();

  // The public pages, the sitemap and the Urdu page show it, with JavaScript ...
  await page.goto(`/${programme.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: programme.title })).toBeVisible();
  await expect(page.getByText('Streams and Events').first()).toBeVisible();
  await expect(page.getByText(/Rs\s?50,000/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(instructor.name) }).first()).toBeVisible();
  await page.goto(`/instructors/${instructor.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: instructor.name })).toBeVisible();
  const portrait = page.getByRole('img', { name: instructor.name });
  await expect(portrait).toBeVisible();
  expect(await portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('SQL for Pipelines').first()).toBeVisible();
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/${programme.slug}</loc>`);
  expect(sitemap).toContain(`/instructors/${instructor.slug}</loc>`);
  await page.goto(`/ur/${programme.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('heading', { level: 1, name: programme.title })).toBeVisible();

  // ... and without.
  const plainContext = await browser.newContext({ javaScriptEnabled: false });
  const plain = await plainContext.newPage();
  for (const path of [`/${programme.slug}`, `/ur/${programme.slug}`]) {
    await plain.goto(path);
    await expect(plain.getByRole('heading', { level: 1, name: programme.title })).toBeVisible();
  }
  await plain.goto(`/ur/instructors/${instructor.slug}`);
  await expect(plain.getByRole('heading', { level: 1, name: instructor.name })).toBeVisible();
  await plainContext.close();

  // A learner opens an order at Rs 50,000; the fee goes up; their order keeps what it was made with.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await verifiedLearner(learner);
  await openOrder(learner, programme.slug);
  await expect(learner.getByRole('button', { name: /^Pay Rs\s?50,000/ })).toBeVisible();
  const orderAddress = learner.url();

  // On the same page, just published: the next save is based on the version the publish made.
  await field(admin, 'Fee per semester (PKR)').fill('60000');
  await admin.getByRole('button', { name: 'Save draft' }).click();
  await expect(said(admin, 'Draft saved')).toBeVisible();
  // The preview shows the new fee to the admin only; a visitor at the same address still sees the published one.
  await admin.getByRole('button', { name: 'Preview the draft' }).click();
  await expect(said(admin, 'Preview of the draft.')).toBeVisible();
  await expect(admin.getByText(/Rs\s?60,000/).first()).toBeVisible();
  await page.goto(`/${programme.slug}`);
  await expect(page.getByText(/Rs\s?50,000/).first()).toBeVisible();
  await expect(page.getByText(/Rs\s?60,000/)).toHaveCount(0);
  await expect(page.getByText('Preview of the draft.')).toHaveCount(0);
  await admin.getByRole('button', { name: 'End the preview' }).click();
  await admin.getByRole('button', { name: 'Publish the draft' }).click();
  await expect(said(admin, 'Published (version')).toBeVisible();

  await learner.goto(orderAddress);
  await expect(learner.getByRole('button', { name: /^Pay Rs\s?50,000/ })).toBeVisible();
  await page.goto(`/${programme.slug}`);
  await expect(page.getByText(/Rs\s?60,000/).first()).toBeVisible();
  await learnerContext.close();

  // The audit log lists each step with its author.
  await admin.goto('/staff/audit');
  for (const [action, record] of [
    ['role.changed', colleague.email],
    ['instructor.created', instructor.slug],
    ['instructor.photo_replaced', instructor.slug],
    ['instructor.published', instructor.slug],
    ['programme.created', programme.slug],
    ['programme.draft_saved', programme.slug],
    ['programme.published', programme.slug],
  ]) {
    await expect(auditRow(admin, action!, record!), `${action} ${record}`).toContainText(E2E_ADMIN.email);
  }
  await expect(auditRow(admin, 'programme.published', programme.slug)).toContainText('pricePerSemesterPaisa');
  await admin.context().close();
});

test('two editors at once, a renamed instructor, and the editor without JavaScript', async ({ browser, request }) => {
  const headers = await adminApi(request);
  const slug = uniqueSlug('imran');
  const content = {
    slug,
    name: 'Imran Qureshi',
    title: 'Security Engineer',
    headline: 'Breaks things so you do not have to.',
    bio: 'Imran runs red teams.',
    city: 'Lahore',
    expertise: ['Security'],
    yearsExperience: 9,
  };
  const created = await request.post('/api/v1/staff/catalogue/instructors', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { content },
  });
  expect(created.status()).toBe(201);
  const { version } = (await created.json()) as { version: number };

  // The admin opens the editor; meanwhile another save (here through the API) changes the headline.
  const admin = await signedInAdmin(browser, `/staff/catalogue/instructors/${slug}`, 'Imran Qureshi');
  const other = await request.post(`/api/v1/staff/catalogue/instructors/${slug}/draft`, {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { version, content: { ...content, headline: 'Their headline.' } },
  });
  expect(other.status()).toBe(200);

  await field(admin, 'Headline').fill('My headline.');
  await field(admin, 'City').fill('Islamabad');
  await admin.getByRole('button', { name: 'Save draft' }).click();
  // Refused, with what the other editor wrote, at the field; the admin's own text kept.
  await expect(admin.getByRole('alert').filter({ hasText: 'not saved' })).toBeVisible();
  await expect(field(admin, 'Headline')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByText(/it now reads “Their headline\.”/).first()).toBeVisible();
  await expect(field(admin, 'Headline')).toHaveValue('My headline.');
  await expect(field(admin, 'City')).toHaveValue('Islamabad');
  await expectNoAxeViolations(admin, 'a stale save');
  // Saving again, having seen it, wins.
  await admin.getByRole('button', { name: 'Save draft' }).click();
  await expect(said(admin, 'Draft saved')).toBeVisible();
  await expect(field(admin, 'Headline')).toHaveValue('My headline.');

  // Without JavaScript: a bad field is refused at the field with the text kept; then a rename, published.
  const plain = await signedInCopy(browser, admin.context());
  await plain.goto(`/staff/catalogue/instructors/${slug}`);
  await field(plain, 'Years of experience').fill('many');
  await field(plain, 'Address (slug)').fill(`${slug}-renamed`);
  await plain.getByRole('button', { name: 'Save draft' }).click();
  await expect(field(plain, 'Years of experience')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(plain, 'Years of experience')).toHaveValue('many');
  await expect(field(plain, 'Address (slug)')).toHaveValue(`${slug}-renamed`);
  await expectNoAxeViolationsWithoutScripts(plain, browser, 'the instructor editor without scripts, with an error');
  await field(plain, 'Years of experience').fill('10');
  await plain.getByRole('button', { name: 'Save draft' }).click();
  await expect(said(plain, 'Draft saved')).toBeVisible();
  await plain.getByRole('button', { name: 'Publish the draft' }).click();
  await expect(plain).toHaveURL(new RegExp(`/staff/catalogue/instructors/${slug}-renamed\\?published=`));
  await expect(said(plain, 'Published (version')).toBeVisible();

  // The old address answers 308 to the new one, in both languages.
  for (const [from, to] of [
    [`/instructors/${slug}`, `/instructors/${slug}-renamed`],
    [`/ur/instructors/${slug}`, `/ur/instructors/${slug}-renamed`],
  ]) {
    const moved = await request.get(from!, { maxRedirects: 0 });
    expect(moved.status(), from).toBe(308);
    // Next sends the Location of a page's redirect twice (the same value) when it comes from the page cache: browsers
    // and clients follow it all the same; every one must name the new address.
    const locations = moved
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'location')
      .map(({ value }) => new URL(value, 'http://x').pathname);
    expect(new Set(locations), from).toEqual(new Set([to]));
  }
  await plain.goto(`/instructors/${slug}`);
  await expect(plain).toHaveURL(new RegExp(`/instructors/${slug}-renamed$`));
  await expect(plain.getByRole('heading', { level: 1, name: 'Imran Qureshi' })).toBeVisible();
  await expect(plain.getByText('My headline.').first()).toBeVisible();
  await plain.context().close();
  await admin.context().close();
});
