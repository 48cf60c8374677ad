// Who runs the site and on what terms: contact details in every footer, the privacy policy and the terms
// with the refund policy (site content), and content that states each rule once.
import { test, expect } from '@playwright/test';
import { COOKIE_DEFINITIONS } from '../lib/session/cookie-definitions';

test('every page’s footer names the company, its address in Pakistan, a phone number and an e-mail address', async ({
  page,
  request,
}) => {
  const organisation = await (await request.get('/api/v1/organisation')).json();
  for (const path of ['/', '/support', '/login']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(organisation.legalName)).toBeVisible();
    await expect(footer).toContainText(
      `${organisation.address.locality} ${organisation.address.postalCode}, ${organisation.address.region}, Pakistan`,
    );
    await expect(footer.getByRole('link', { name: /^\+92 / })).toHaveAttribute('href', `tel:${organisation.phone}`);
    await expect(footer.getByRole('link', { name: organisation.email })).toHaveAttribute(
      'href',
      `mailto:${organisation.email}`,
    );
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms and refunds' })).toHaveAttribute('href', '/terms');
  }
});

test('the privacy policy covers identity documents and cookies; the terms carry the refund policy at #refunds', async ({
  page,
  request,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 2, name: 'Identity documents' })).toBeVisible();
  await expect(page.getByText(/deleted 90 days after the verification decision/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies' })).toBeVisible();
  // Every cookie the code defines (and so sets) is listed, from the same definitions.
  const cookies = page
    .getByRole('region', { name: 'Cookies' })
    .getByRole('table', { name: 'The cookies this site sets' });
  for (const cookie of COOKIE_DEFINITIONS)
    await expect(cookies.getByRole('row', { name: new RegExp(`^${cookie.name} `) })).toBeVisible();
  await expect(page.getByText(/Last updated \d{1,2} \w+ \d{4}\./)).toBeVisible();

  const terms = await (await request.get('/api/v1/content/terms')).json();
  const refunds = terms.sections.find((section: { id: string }) => section.id === 'refunds');
  await page.goto('/terms#refunds');
  const section = page.getByRole('region', { name: 'Refunds' });
  await expect(section).toBeInViewport();
  for (const line of refunds.body) await expect(section.getByText(line)).toBeVisible();
});

test('the About page says who runs the site and promises nothing it does not publish', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
  await expect(page.getByText(/is run by Learner Portal Education \(Private\) Limited/)).toBeVisible();
  await expect(page.locator('main')).not.toContainText('graduates go on to do');
  const organization = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) =>
      nodes
        .flatMap((node) => [JSON.parse(node.textContent ?? 'null')].flat())
        .find((data) => data?.['@type'] === 'Organization'),
    );
  expect(organization).toMatchObject({
    legalName: 'Learner Portal Education (Private) Limited',
    address: { addressCountry: 'PK' },
  });
});

test('one support reply time and one scholarship rule across the FAQ, the form and the scholarship page', async ({
  page,
}) => {
  await page.goto('/support');
  const main = page.locator('main');
  await expect(main).not.toContainText('24 hours');
  await expect(main).not.toContainText('up to 100%');
  await expect(main).toContainText('within two working days');
  await page.goto('/next-gen-scholar');
  await expect(page.locator('main')).not.toContainText('up to 100%');
  await expect(page.locator('main')).toContainText('full semester fee');
});
