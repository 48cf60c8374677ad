// POST /checkout/transfer, where the bank transfer's form (its receipt screenshot) goes instead of a server action:
// nothing is read of a post from another site or from someone without a session. The form itself, with and without
// JavaScript, is in bank-transfer.spec.ts and urdu-checkout.spec.ts.
import { test, expect } from '@playwright/test';
import { e2ePort } from './setup/server-env';

const origin = `http://localhost:${e2ePort}`;
const boundary = '----transfer-form-post';
const body = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="transaction_id"\r\n\r\nFT1234567\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  Buffer.alloc(2 * 1024 * 1024, 1),
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };

test('a post from another site is refused before its body is read', async ({ request }) => {
  for (const path of ['/checkout/transfer', '/ur/checkout/transfer']) {
    const answer = await request.post(path, { headers: { ...headers, origin: 'https://evil.example' }, data: body });
    expect([path, answer.status()]).toEqual([path, 403]);
  }
});

test('a visitor without a session is sent to sign in, in the form’s language, and nothing is read', async ({
  request,
}) => {
  for (const [path, login] of [
    ['/checkout/transfer', '/login?next=%2Fcheckout'],
    ['/ur/checkout/transfer', '/ur/login?next=%2Fur%2Fcheckout'],
  ] as const) {
    const answer = await request.post(path, { headers: { ...headers, origin }, data: body, maxRedirects: 0 });
    expect([path, answer.status(), answer.headers().location]).toEqual([path, 303, `${origin}${login}`]);
  }
});
