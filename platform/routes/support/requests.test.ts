import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { outboxMail } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

const platform = setUpTestPlatform();

const valid = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '+923001234567',
  topic: 'payments',
  message: 'My semester fee payment shows as pending.',
};
const post = (body: unknown, key?: string) =>
  platform.request('/support/requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
const countRequests = async () => (await platform.database.db.query.supportRequests.findMany()).length;

test('stores a request and answers a reference', async () => {
  const response = await post(valid);
  expect(response.status).toBe(201);
  const body = await response.json();
  expect(body.reference).toMatch(/^SR-[2-9A-HJ-NP-Z]{8}$/);
  const stored = await platform.database.db.query.supportRequests.findFirst({
    where: (r, { eq }) => eq(r.reference, body.reference),
  });
  expect(stored).toMatchObject({ name: 'Ayesha Khan', phone: '+923001234567', topic: 'payments' });
});

test('invalid fields are a 422 naming each of them', async () => {
  const response = await post({ ...valid, email: 'not-mail', topic: 'gossip', message: 'short' });
  expect(response.status).toBe(422);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  const problem = await response.json();
  expect(Object.keys(problem.errors).sort()).toEqual(['email', 'message', 'topic']);
});

test('a well-formed but unreal phone number is refused', async () => {
  const response = await post({ ...valid, phone: '+923999999999' });
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({ errors: { phone: ['is not a valid phone number'] } });
});

test('the same Idempotency-Key and body store one request and answer the same reference', async () => {
  const before = await countRequests();
  const key = 'support-double-submit-1';
  const [first, second] = [await post(valid, key), await post(valid, key)];
  expect(first.status).toBe(201);
  expect(second.status).toBe(201);
  expect(second.headers.get('idempotent-replayed')).toBe('true');
  expect((await second.json()).reference).toBe((await first.json()).reference);
  expect(await countRequests()).toBe(before + 1);
});

test('two submits racing with one key store one request', async () => {
  const before = await countRequests();
  const responses = await Promise.all([post(valid, 'support-race-key-1'), post(valid, 'support-race-key-1')]);
  expect(responses.map((r) => r.status).sort()).toEqual(expect.arrayContaining([201]));
  expect(responses.every((r) => r.status === 201 || r.status === 409)).toBe(true);
  expect(await countRequests()).toBe(before + 1);
});

test('the same key with another body is a 422 and stores nothing', async () => {
  await post(valid, 'support-reused-key-1');
  const before = await countRequests();
  const response = await post(
    { ...valid, message: 'A completely different question about KYC.' },
    'support-reused-key-1',
  );
  expect(response.status).toBe(422);
  expect((await response.json()).detail).toMatch(/different request/);
  expect(await countRequests()).toBe(before);
});

test('a refused request does not burn its key: fixed and resent, it is stored', async () => {
  expect((await post({ ...valid, phone: '+923999999999' }, 'support-fix-and-retry')).status).toBe(422);
  expect((await post(valid, 'support-fix-and-retry')).status).toBe(201);
});

test('a malformed key is a 400', async () => {
  const response = await post(valid, 'short');
  expect(response.status).toBe(400);
});

test('the endpoint is in the OpenAPI document', async () => {
  const doc = await (await platform.request('/openapi.json')).json();
  const path = Object.keys(doc.paths).find((p) => p.endsWith('/support/requests'));
  expect(doc.paths[path ?? ''].post.responses).toHaveProperty('201');
});

test('the sender gets an acknowledgement with their reference and what happens next, in their language', async () => {
  const english = await (await post({ ...valid, email: 'ack-en@example.pk' })).json();
  const body = await outboxMail(platform, 'ack-en@example.pk', `We received your request (${english.reference})`);
  expect(body).toContain(`Your reference is ${english.reference}.`);
  expect(body).toContain('We answer most requests within two working days');
  // Nobody proved they read the address: no name, and not a word of what was typed.
  expect(body).not.toContain(valid.name);
  expect(body).not.toContain(valid.message);

  const urdu = await (await post({ ...valid, email: 'ack-ur@example.pk', language: 'ur' })).json();
  const urduBody = await outboxMail(platform, 'ack-ur@example.pk', `آپ کی درخواست ہمیں مل گئی ہے (${urdu.reference})`);
  expect(urduBody).toContain(`آپ کا حوالہ نمبر ${urdu.reference} ہے۔`);
  const stored = await platform.database.db.query.supportRequests.findFirst({
    where: (r, { eq }) => eq(r.reference, urdu.reference),
  });
  expect(stored?.language).toBe('ur');
});

test('a replayed submit (same Idempotency-Key) is acknowledged once', async () => {
  const email = 'ack-once@example.pk';
  await post({ ...valid, email }, 'support-ack-once-key');
  const { reference } = await (await post({ ...valid, email }, 'support-ack-once-key')).json();
  await outboxMail(platform, email, `We received your request (${reference})`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const mails = await platform.deps.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  expect(mails).toHaveLength(1);
});
