// Shared steps of the checkout's HTTP tests: a learner, an order, a payment, the tester's choice on the
// test gateway's hosted page and the browser's way back, all as real requests to the app.
import { randomUUID } from 'node:crypto';
import type { Order, PaymentStart } from '@/contract';
import { signUp } from './sign-up';
import { cnicSubmission, decide, signUpStaff, submit } from './kyc-requests';
import type { TestPlatform } from './test-platform';

let counter = 0;

export interface TestLearner {
  token: string;
  lmsToken: string;
  email: string;
}

type IdentityState = 'not_submitted' | 'pending' | 'approved';
type MailOptions = Pick<NonNullable<Parameters<typeof signUp>[2]>, 'readCode'>;

let reviewer: Promise<string> | undefined;

/** Identity verification through the platform's own endpoints: submitted (pending), and approved by staff if asked. */
async function verifyIdentity(platform: TestPlatform, token: string, state: IdentityState): Promise<void> {
  if (state === 'not_submitted') return;
  const submitted = await submit(platform, token, await cnicSubmission(platform, token));
  if (submitted.status !== 201) throw new Error(`KYC submit answered ${submitted.status}`);
  if (state === 'pending') return;
  reviewer ??= signUpStaff(platform, `reviewer-${Date.now()}@example.com`);
  const decided = await decide(platform, await reviewer, ((await submitted.json()) as { id: string }).id, {
    decision: 'approve',
  });
  if (decided.status !== 200) throw new Error(`KYC decision answered ${decided.status}`);
}

/** A learner whose identity verification is pending by default: enough to pay. */
export async function registerLearner(
  platform: TestPlatform,
  identity: IdentityState = 'pending',
  mail: MailOptions = {},
): Promise<TestLearner> {
  const email = `checkout${++counter}-${Date.now()}@example.com`;
  // Through the whole sign-up (register, the mailed code, confirm), so the learner's address is confirmed.
  const auth = await signUp(platform, { full_name: 'Ayesha Khan', email, password: 'a long enough password' }, mail);
  await verifyIdentity(platform, auth.access_token, identity);
  return { token: auth.access_token, lmsToken: auth.lms_token, email };
}

export const authed = (learner: TestLearner, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${learner.token}`,
  ...extra,
});

export function postJson(
  platform: TestPlatform,
  path: string,
  learner: TestLearner,
  body: unknown,
  key: string | null = randomUUID(),
) {
  return platform.request(path, {
    method: 'POST',
    headers: authed(learner, { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) }),
    body: JSON.stringify(body),
  });
}

/** The first upcoming intake of the demo calendar. */
export async function firstIntake(platform: TestPlatform, learner: TestLearner, programme: string): Promise<string> {
  const options = (await (
    await platform.request(`/checkout/programmes/${programme}`, { headers: authed(learner) })
  ).json()) as { intakes: { slug: string }[] };
  const intake = options.intakes[0]?.slug;
  if (!intake) throw new Error('no open intake');
  return intake;
}

export async function openOrder(
  platform: TestPlatform,
  learner: TestLearner,
  programme = 'full-stack-web-development',
): Promise<Order> {
  const response = await postJson(platform, '/orders', learner, {
    programme,
    intake: await firstIntake(platform, learner, programme),
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`POST /orders answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Order;
}

export async function startPayment(
  platform: TestPlatform,
  learner: TestLearner,
  orderId: string,
  method = 'card',
  key: string = randomUUID(),
) {
  const response = await postJson(platform, `/orders/${orderId}/payments`, learner, { method }, key);
  return { response, body: response.status === 201 ? ((await response.json()) as PaymentStart) : null };
}

/** What the hosted page's form does: the tester's decision, answered by a redirect back with a signed result. */
export async function decideOnGateway(
  platform: TestPlatform,
  redirectUrl: string,
  decision: 'approve' | 'decline' | 'cancel' | 'later',
): Promise<string> {
  const path = new URL(redirectUrl).pathname.replace('/api/v1', '');
  const response = await platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
  });
  if (response.status !== 303) throw new Error(`gateway decision answered ${response.status}`);
  return response.headers.get('location') ?? '';
}

/** The browser following the gateway's redirect back to the platform; answers where the platform sends it next. */
export async function followReturn(platform: TestPlatform, returnUrl: string): Promise<URL> {
  const url = new URL(returnUrl);
  const response = await platform.request(`${url.pathname.replace('/api/v1', '')}${url.search}`);
  if (response.status !== 303) throw new Error(`return answered ${response.status}`);
  return new URL(response.headers.get('location') ?? '');
}

export async function getOrder(platform: TestPlatform, learner: TestLearner, orderId: string): Promise<Order> {
  return (await (await platform.request(`/orders/${orderId}`, { headers: authed(learner) })).json()) as Order;
}

/** Waits for something asynchronous (a webhook the gateway sends after answering) without asserting time. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, attempts = 200): Promise<T> {
  let value = await read();
  for (let i = 0; i < attempts && !done(value); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

/** The order once it is paid: the gateway's webhook, which marks it so, may come after the learner is back. */
export async function whenPaid(platform: TestPlatform, learner: TestLearner, orderId: string): Promise<Order> {
  const order = await eventually(
    () => getOrder(platform, learner, orderId),
    (read) => read.status === 'paid',
  );
  if (order.status !== 'paid') throw new Error(`order ${orderId} is ${order.status}, never paid`);
  return order;
}

export async function payWithTestGateway(
  platform: TestPlatform,
  learner: TestLearner,
  orderId: string,
  decision: 'approve' | 'decline' | 'cancel' | 'later' = 'approve',
) {
  const { body } = await startPayment(platform, learner, orderId);
  if (!body?.redirect) throw new Error('no redirect');
  const back = await decideOnGateway(platform, body.redirect.url, decision);
  return { payment: body.payment, landing: await followReturn(platform, back) };
}

/** A new learner who ordered `programme` in `intake` and paid by the test gateway, with the order once paid. */
export async function paidLearnerIn(
  platform: TestPlatform,
  intake: string,
  { programme = 'full-stack-web-development', mail = {} }: { programme?: string; mail?: MailOptions } = {},
): Promise<{ learner: TestLearner; order: Order }> {
  const learner = await registerLearner(platform, 'pending', mail);
  const made = await postJson(platform, '/orders', learner, { programme, intake });
  if (made.status !== 201) throw new Error(`POST /orders answered ${made.status}: ${await made.text()}`);
  const { id } = (await made.json()) as Order;
  await payWithTestGateway(platform, learner, id);
  return { learner, order: await whenPaid(platform, learner, id) };
}
