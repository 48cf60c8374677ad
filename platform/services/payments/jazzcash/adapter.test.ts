// JazzCash hosted checkout, checked against the integration guide's published hashing scheme: its worked
// example, the signed form we send, returns and notifications we accept or refuse, and the status inquiry.
import { createHmac } from 'node:crypto';
import { GatewayVerificationError } from '../gateway';
import { jazzCashAdapter } from './adapter';
import { jazzCashDateTime } from './response-codes';
import { hasValidSecureHash, jazzCashSecureHash } from './secure-hash';

const SALT = 'z4t8x2v9s1';

/** The guide's steps, written out independently: pp* fields, sorted, non-empty values, salt first, HMAC-SHA256. */
function publishedHash(fields: Record<string, string>, salt: string): string {
  const names = Object.keys(fields)
    .filter((n) => n.startsWith('pp') && n !== 'pp_SecureHash')
    .sort();
  const message = [salt, ...names.map((n) => fields[n]).filter((v) => v !== '')].join('&');
  return createHmac('sha256', salt).update(message).digest('hex');
}

test('the guide’s worked example: secret 0F5DD14AE2 over pp_Amount, pp_MerchantID, pp_OrderInfo', () => {
  expect(
    jazzCashSecureHash({ pp_MerchantID: 'MER123', pp_OrderInfo: 'A48cvE28', pp_Amount: '2995' }, '0F5DD14AE2'),
  ).toBe('c7689cda7474eb1adcd343fd0c0b676bad0ba66361cc46db589bdb0da4c1c867');
});

let inquiry: (body: Record<string, string>) => Record<string, string> = () => ({});
const requests: Record<string, string>[] = [];
const adapter = jazzCashAdapter({
  merchantId: 'MC12345',
  password: 'pass12345',
  integritySalt: SALT,
  environment: 'sandbox',
  returnUrl: 'https://portal.example/api/v1/payments/return/jazzcash',
  // JazzCash cannot run here: its inquiry API is played by a function that follows the same published scheme.
  fetch: async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    requests.push(body);
    return new Response(JSON.stringify(inquiry(body)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  },
});

const start = () =>
  adapter.start({
    reference: 'P0123456789ABCDEF01',
    amountPaisa: 8_500_000,
    currency: 'PKR',
    method: 'jazzcash',
    description: 'Full-Stack Web Development: semester 1 tuition – Spring & Summer',
    customer: { email: 'a@example.com', fullName: 'Ayesha', phone: null },
    expiresAt: new Date('2026-03-02T10:00:00Z'),
    now: new Date('2026-03-01T10:00:00Z'),
  });

test('the hosted checkout form: paisa, Pakistan time, ASCII description, and a hash the guide agrees with', async () => {
  const redirect = await start();
  expect(redirect.url).toBe('https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/');
  expect(redirect.method).toBe('POST');
  expect(redirect.fields).toMatchObject({
    pp_TxnType: 'MWALLET',
    pp_Amount: '8500000',
    pp_TxnCurrency: 'PKR',
    pp_TxnRefNo: 'P0123456789ABCDEF01',
    pp_TxnDateTime: '20260301150000',
    pp_TxnExpiryDateTime: '20260302150000',
    pp_Description: 'Full-Stack Web Development: semester 1 tuition  Spring and Summer',
  });
  expect(redirect.fields.pp_SecureHash).toBe(publishedHash(redirect.fields, SALT));
  expect(jazzCashDateTime(new Date('2026-12-31T19:00:01Z'))).toBe('20270101000001');
});

test('a return is accepted only with a valid pp_SecureHash; a changed amount breaks it', () => {
  const fields: Record<string, string> = {
    pp_TxnRefNo: 'P0123456789ABCDEF01',
    pp_Amount: '8500000',
    pp_ResponseCode: '000',
    pp_ResponseMessage: 'Thank you',
  };
  const signed = { ...fields, pp_SecureHash: publishedHash(fields, SALT).toUpperCase() };
  expect(hasValidSecureHash(signed, SALT)).toBe(true);
  expect(adapter.verifyReturn(signed, new Date())).toBe('P0123456789ABCDEF01');
  expect(() => adapter.verifyReturn({ ...signed, pp_Amount: '100' }, new Date())).toThrow(GatewayVerificationError);
  expect(() => adapter.verifyReturn(fields, new Date())).toThrow(GatewayVerificationError);
});

test('a notification is read with its amount and outcome, and names one event per reference and code', () => {
  const fields = {
    pp_TxnRefNo: 'P01',
    pp_Amount: '8500000',
    pp_TxnCurrency: 'PKR',
    pp_ResponseCode: '000',
    pp_RetreivalReferenceNo: '991122',
  };
  const body = new URLSearchParams({ ...fields, pp_SecureHash: publishedHash(fields, SALT) }).toString();
  expect(adapter.parseWebhook(body, new Headers(), new Date())).toEqual({
    eventId: 'P01:000',
    reference: 'P01',
    status: 'succeeded',
    amountPaisa: 8_500_000,
    currency: 'PKR',
    gatewayTxnId: '991122',
  });
  expect(() => adapter.parseWebhook(body.replace('8500000', '8500001'), new Headers(), new Date())).toThrow(
    GatewayVerificationError,
  );
});

test('the status inquiry is signed, and its answer is checked and read', async () => {
  const signedAnswer = (fields: Record<string, string>) => ({ ...fields, pp_SecureHash: publishedHash(fields, SALT) });
  inquiry = () =>
    signedAnswer({
      pp_ResponseCode: '000',
      pp_PaymentResponseCode: '000',
      pp_Amount: '8500000',
      pp_TxnCurrency: 'PKR',
      pp_Status: 'Completed',
    });
  expect(await adapter.queryStatus('P01', new Date())).toMatchObject({
    reference: 'P01',
    status: 'succeeded',
    amountPaisa: 8_500_000,
    currency: 'PKR',
  });
  expect(requests.at(-1)?.pp_SecureHash).toBe(publishedHash(requests.at(-1) ?? {}, SALT));

  inquiry = () => signedAnswer({ pp_ResponseCode: '000', pp_PaymentResponseCode: '157' });
  expect((await adapter.queryStatus('P01', new Date())).status).toBe('pending');
  inquiry = () => signedAnswer({ pp_ResponseCode: '000', pp_PaymentResponseCode: '199' });
  expect((await adapter.queryStatus('P01', new Date())).status).toBe('failed');
  inquiry = () => ({ pp_ResponseCode: '000', pp_PaymentResponseCode: '000', pp_SecureHash: '0'.repeat(64) });
  await expect(adapter.queryStatus('P01', new Date())).rejects.toThrow(GatewayVerificationError);
});
