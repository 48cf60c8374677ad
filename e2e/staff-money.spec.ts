// The office's money as staff use it: a learner paid the same order twice (set up through the API, both gateway pages
// approved on screen); staff find it under "Refunds owed", are refused at the field without JavaScript (no reference,
// more than was paid, what was typed kept), record the refund, cannot record it twice; the learner is mailed and their
// dashboard shows it. The month's payments are filtered in the URL and exported to CSV: a byte-order mark, ISO dates,
// amounts as numbers, the learner's Urdu name, and the rows and totals the page shows. The bank-transfer queue's old
// addresses redirect to /staff/transfers. Finding a learner by phone and
// receipt and resending the receipt: staff-learners.spec.ts; answering a support request: staff-inbox.spec.ts.
import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import type { AuthData, Order, PaymentStart } from '@/contract';
import { putSessionInBrowser, signUpByApi, uniqueEmail } from './auth-helpers';
import { decide, PROGRAMME, submitIdentity } from './checkout-helpers';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from './kyc-helpers';
import { documentPhoto } from '../platform/test/test-images';
import { mailText, nextMailTo } from './mailbox';
import { signInTo } from './staff-sign-in';

test.describe.configure({ timeout: 240_000 });

const URDU_NAME = 'عائشہ خان';

/** A learner with an Urdu name who paid semester 1 twice: card and JazzCash pages opened, both approved. */
async function learnerWhoPaidTwice(page: Page) {
  const email = uniqueEmail('paid-twice');
  const auth = (await signUpByApi(page.request, '/api/v1', { email, full_name: URDU_NAME })) as AuthData;
  await putSessionInBrowser(page.context(), auth);
  await submitIdentity(page);
  const headers = { authorization: `Bearer ${auth.access_token}` };
  const options = await page.request.get(`/api/v1/checkout/programmes/${PROGRAMME.slug}`, { headers });
  const intake = ((await options.json()) as { intakes: { slug: string }[] }).intakes[0]!.slug;
  const ordered = await page.request.post('/api/v1/orders', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { programme: PROGRAMME.slug, intake },
  });
  expect(ordered.ok()).toBe(true);
  const order = (await ordered.json()) as Order;
  const start = async (method: string) => {
    const started = await page.request.post(`/api/v1/orders/${order.id}/payments`, {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: { method },
    });
    expect(started.status()).toBe(201);
    return ((await started.json()) as PaymentStart).redirect!.url;
  };
  const card = await start('card');
  const wallet = await start('jazzcash');
  // Two tabs left open: the wallet pays the order, then the card is approved too and is owed back.
  for (const url of [wallet, card]) {
    await page.goto(url);
    await decide(page, 'Approve the payment');
  }
  return { email, order };
}

/** The page's totals, as the definition list shows them. */
async function totalsOn(page: Page) {
  const value = async (term: string) =>
    (await page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
  return {
    rows: Number(await value('Rows')),
    received: await value('Received (paid)'),
    refunded: await value('Refunded'),
    net: await value('Net'),
  };
}

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', maximumFractionDigits: 0 }).format(amount);

/** A CSV line's cells (RFC 4180: quoted cells may hold commas and doubled quotes). */
const cells = (line: string) =>
  [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => m[1]?.replace(/""/g, '"') ?? m[2] ?? '');

test('staff record a refund for a payment made twice; the learner is mailed and their dashboard shows it', async ({
  page,
  browser,
}) => {
  const { email, order } = await learnerWhoPaidTwice(page);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInTo(staff, '/staff/refunds', 'Refunds owed');
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Paid twice');
  await expect(row).toContainText(order.reference);
  await expectNoAxeViolations(staff, '/staff/refunds');
  await row.getByRole('link', { name: `Record refund for ${URDU_NAME}` }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Record a refund for ${URDU_NAME}` })).toBeVisible();
  await expect(staff.getByLabel('Amount sent back (rupees)')).toHaveValue('85000');
  await expect(staff.getByLabel('Sent back by')).toHaveValue('card');
  await expectNoAxeViolations(staff, '/staff/refunds/{paymentId}');
  const recordUrl = staff.url();

  // Without JavaScript: no reference, then more than was paid; each refused at its field, what was typed kept.
  // Its own sign-in: a copy of the other context's session would rotate its refresh token and sign that one out.
  const plainContext = await browser.newContext({ javaScriptEnabled: false });
  const plain = await plainContext.newPage();
  await signInTo(plain, recordUrl.replace(/^https?:\/\/[^/]+/, ''), `Record a refund for ${URDU_NAME}`);
  await plain.getByLabel('Amount sent back (rupees)').fill('85,001');
  await plain.getByRole('button', { name: 'Record refund' }).click();
  const reference = plain.getByLabel('Reference the bank or wallet gave');
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await expect(plain.getByText('Enter the reference the bank or wallet gave for the refund.').first()).toBeVisible();
  await expect(plain.getByLabel('Amount sent back (rupees)')).toHaveValue('85,001');
  await reference.fill('RF-2026-0042');
  await plain.getByRole('button', { name: 'Record refund' }).click();
  const amount = plain.getByLabel('Amount sent back (rupees)');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(plain.getByText('At most Rs 85,000 is owed back for this payment.').first()).toBeVisible();
  await expect(amount).toHaveValue('85,001');
  await expect(plain.getByLabel('Reference the bank or wallet gave')).toHaveValue('RF-2026-0042');
  await expectNoAxeViolationsWithoutScripts(plain, browser, '/staff/refunds/{paymentId} refused, no JavaScript');

  // With JavaScript: what is owed, recorded once.
  await staff.getByLabel('Reference the bank or wallet gave').fill('RF-2026-0042');
  await staff.getByRole('button', { name: 'Record refund' }).click();
  await expect(staff.getByRole('status')).toContainText(
    `Rs 85,000 sent back to ${URDU_NAME} by Debit or credit card, reference RF-2026-0042.`,
  );
  const proofPage = await staff.getByRole('status').getByRole('link', { name: 'Add proof' }).getAttribute('href');
  expect(proofPage).toMatch(/^\/staff\/refunds\/proof\/[0-9a-f-]{36}$/);
  await staff.reload();
  await expect(staff.getByText('Nothing is owed back for this payment')).toBeVisible();
  await staff.goto('/staff/refunds');
  await expect(staff.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  // The form sent once more as it stood (a second tab, no JavaScript): refused, nothing recorded twice.
  await plain.getByLabel('Amount sent back (rupees)').fill('85000');
  await plain.getByRole('button', { name: 'Record refund' }).click();
  // The platform refuses it (409) and says why; the page, read afresh, has nothing owed for this payment any more.
  await expect(plain.getByRole('alert')).toContainText('A refund for this payment is recorded already.');
  await expect(plain.getByText('Nothing is owed back for this payment')).toBeVisible();

  // The proof, without JavaScript: a file that is not an image refused at the field, then a photo stored and shown.
  await plain.goto(proofPage!);
  await expect(plain.getByText('No proof stored yet.')).toBeVisible();
  const proofField = plain.getByLabel('Photo of the refund’s confirmation');
  await proofField.setInputFiles({ name: 'proof.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await plain.getByRole('button', { name: 'Add proof' }).click();
  await expect(proofField).toHaveAttribute('aria-invalid', 'true');
  await expect(plain.getByText('The proof must be a photo or screenshot (JPEG, PNG or WebP)')).toBeVisible();
  await expect(plain.getByText('No proof stored yet.')).toBeVisible();
  await proofField.setInputFiles({
    name: 'proof.jpg',
    mimeType: 'image/jpeg',
    buffer: await documentPhoto('jpeg', 800, 800),
  });
  await plain.getByRole('button', { name: 'Add proof' }).click();
  await expect(plain.getByRole('status')).toHaveText('Proof added. It replaces any proof added before.');
  await expectNoAxeViolationsWithoutScripts(plain, browser, '/staff/refunds/proof/{refundId} added, no JavaScript');
  const proofImage = `${proofPage}/image`;
  await expect(plain.getByRole('link', { name: 'Proof', exact: true })).toHaveAttribute('href', proofImage);
  const shown = await plain.request.get(proofImage);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toBe('image/jpeg');
  expect(shown.headers()['cache-control']).toBe('private, no-store');
  expect((await shown.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  // The learner, signed in, is refused the proof of their own refund.
  const asLearner = await page.request.get(proofImage, { maxRedirects: 0 });
  expect([403, 404]).toContain(asLearner.status());

  await plain.goto('/staff/payments?state=refunded&method=card');
  const refundRow = plain.getByRole('row').filter({ hasText: email });
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow.getByRole('link', { name: 'Proof', exact: true })).toHaveAttribute('href', proofImage);
  // The learner's record lists the refund with the same proof links.
  await refundRow.getByRole('link', { name: URDU_NAME }).click();
  const refundSent = plain.getByRole('table', { name: 'Money sent back, with its proof' }).getByRole('row');
  await expect(
    refundSent.filter({ hasText: 'RF-2026-0042' }).getByRole('link', { name: 'Proof', exact: true }),
  ).toHaveAttribute('href', proofImage);

  const mail = mailText(await nextMailTo(email, { containing: 'RF-2026-0042' }));
  expect(mail).toMatch(/We have sent back Rs\s85,000 of your payment for Full-Stack Web Development, semester 1/);

  await page.goto('/user-dashboard');
  await expect(
    page.getByText(/Rs\s85,000 refunded on .+ by Debit or credit card, reference RF-2026-0042/),
  ).toBeVisible();
  await staffContext.close();
  await plainContext.close();
});

test('the month’s payments, filtered in the URL, exported to CSV with the page’s rows and totals', async ({
  page,
  browser,
}) => {
  const { email, order } = await learnerWhoPaidTwice(page);
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signInTo(staff, '/staff/payments', 'Payments and refunds');
  await expectNoAxeViolations(staff, '/staff/payments');

  // The bank-transfer queue that lived here moved to /staff/transfers: its old addresses redirect there.
  const id = '00000000-0000-4000-8000-000000000000';
  for (const [old, moved] of [
    [`/staff/payments/${id}`, `/staff/transfers/${id}`],
    [`/staff/payments/${id}/receipt`, `/staff/transfers/${id}/receipt`],
    ['/staff/payments?status=decided', '/staff/transfers?status=decided'],
  ] as const) {
    const answer = await staff.request.get(old, { maxRedirects: 0 });
    expect([old, answer.status(), answer.headers()['location']]).toEqual([old, old.includes('?') ? 307 : 308, moved]);
  }

  // A bad date (a shared link gone wrong: the date picker itself allows none) is refused at its field; nothing listed.
  await staff.goto('/staff/payments?from=2026-02-31');
  await expect(staff.getByRole('link', { name: 'Enter a date as YYYY-MM-DD.' })).toBeVisible();
  await expect(staff.getByRole('table')).toHaveCount(0);
  await expect(staff.getByLabel('From (YYYY-MM-DD)')).toHaveAttribute('aria-invalid', 'true');

  const today = new Date().toISOString().slice(0, 10);
  const month = `${today.slice(0, 8)}01`;
  await staff.goto('/staff/payments');
  await staff.getByLabel('From (YYYY-MM-DD)').fill(month);
  await staff.getByLabel('To (YYYY-MM-DD, inclusive)').fill(today);
  await staff.getByLabel('Method').selectOption('card');
  await staff.getByRole('button', { name: 'Show payments' }).click();
  await expect(staff).toHaveURL(new RegExp(`from=${month}&to=${today}&method=card`));
  await expect(staff.getByLabel('Method')).toHaveValue('card');
  await expect(staff.getByRole('row').filter({ hasText: order.reference })).toContainText('Paid, owed back');
  await expectNoAxeViolations(staff, '/staff/payments filtered');
  await staff.getByRole('link', { name: 'Largest amount first' }).click();
  await expect(staff).toHaveURL(/sort=amount/);
  await expect(staff.getByRole('link', { name: 'Largest amount first' })).toHaveAttribute('aria-current', 'page');

  // The whole month: the CSV holds the rows and totals the page shows (read again until nothing changed meanwhile,
  // as other tests pay at the same time).
  await staff.goto(`/staff/payments?from=${month}&to=${today}`);
  let csv = '';
  for (let attempt = 0; ; attempt += 1) {
    const before = await totalsOn(staff);
    const download = staff.waitForEvent('download');
    await staff.getByRole('link', { name: 'Download these rows as CSV' }).click();
    csv = await readFile((await (await download).path())!, 'utf8');
    await staff.reload();
    if (JSON.stringify(await totalsOn(staff)) === JSON.stringify(before) || attempt === 4) {
      expect(
        csv.startsWith(
          '\uFEFFdate,kind,learner,email,programme,semester,order_reference,method,reference,amount_pkr,state,receipt\r\n',
        ),
      ).toBe(true);
      const lines = csv.slice(1).trimEnd().split('\r\n').slice(1).map(cells);
      expect(lines).toHaveLength(before.rows);
      const sum = (rows: string[][]) => rows.reduce((total, line) => total + Number(line[9]), 0);
      expect(rupees(sum(lines.filter((line) => line[10] === 'succeeded')))).toBe(before.received);
      // Refunds are negative: the paid rows and the refunds sum to the net (started and failed payments hold no money).
      expect(rupees(sum(lines.filter((line) => ['succeeded', 'refunded'].includes(line[10]!))))).toBe(before.net);
      const ours = lines.filter((line) => line[3] === email);
      expect(ours.map((line) => [line[2], line[7], line[9], line[10]]).sort()).toEqual([
        [URDU_NAME, 'card', '85000', 'succeeded'],
        [URDU_NAME, 'jazzcash', '85000', 'succeeded'],
      ]);
      for (const line of ours) expect(line[0]).toMatch(new RegExp(`^${month.slice(0, 8)}\\d\\dT\\d\\d:\\d\\d:\\d\\d`));
      break;
    }
  }
  await context.close();
});
