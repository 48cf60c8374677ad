import { createServer } from 'node:net';
import { createSmtpMailer } from '../../mail/mailer';
import { countingMailFailures } from '../../metrics/mail-failures';
import { createPlatformMetrics } from '../../metrics/platform-metrics';
import { routeLabel } from '../../metrics/request-metrics';
import { setUpTestPlatform } from '../../test/test-platform';
import { eventually, openOrder, payWithTestGateway, registerLearner } from '../../test/checkout-helpers';

const TOKEN = 'metrics-token-of-the-operators-at-least-32-chars';

/** A port nothing listens on: the mail server is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const metrics = createPlatformMetrics();
let smtpPort = 0;
beforeAll(async () => {
  smtpPort = await closedPort();
});
const platform = setUpTestPlatform(() => ({
  metrics,
  metricsToken: TOKEN,
  mailer: countingMailFailures(
    createSmtpMailer(`smtp://127.0.0.1:${smtpPort}`, 'Learner Portal <no-reply@example.com>'),
    metrics.mailFailures,
  ),
}));
const off = setUpTestPlatform();

const scrape = async () => {
  const response = await platform.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

const sample = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? 0,
  );

test('without METRICS_TOKEN the endpoint is not there', async () => {
  const response = await off.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(404);
  expect(((await response.json()) as { detail: string }).detail).toBe(
    'Metrics are off: set METRICS_TOKEN to enable them.',
  );
});

test('without the token, or with another, the answer is 401 and says nothing', async () => {
  for (const authorization of [undefined, 'Bearer not-the-metrics-token-but-just-as-long-as-it', 'Basic eDp5']) {
    const response = await platform.request('/metrics', authorization ? { headers: { authorization } } : {});
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('platform_http_requests_total');
  }
});

test('requests are counted by route pattern, not by the address asked', async () => {
  const programme = await platform.request('/programmes/full-stack-web-development');
  expect(programme.status).toBe(200);
  expect(await platform.request('/programmes/no-such-programme-anywhere')).toHaveProperty('status', 404);
  expect(await platform.request('/made-up/address')).toHaveProperty('status', 404);
  const text = await scrape();
  expect(
    sample(text, 'platform_http_requests_total{method="GET",route="/api/v1/programmes/{slug}",status="200"}'),
  ).toBeGreaterThanOrEqual(1);
  expect(
    sample(text, 'platform_http_requests_total{method="GET",route="/api/v1/programmes/{slug}",status="404"}'),
  ).toBeGreaterThanOrEqual(1);
  expect(text).toContain('platform_http_requests_total{method="GET",route="unmatched",status="404"}');
  expect(text).toMatch(
    /platform_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/v1\/programmes\/\{slug\}"\}/,
  );
  expect(text).not.toContain('full-stack-web-development');
  expect(text).not.toContain('made-up');
});

test('a mail the mail server does not take is counted', async () => {
  const before = sample(await scrape(), 'platform_mail_failures_total');
  const response = await platform.request('/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Ayesha Khan',
      email: `mail-down-${Date.now()}@example.com`,
      password: 'a long enough password',
    }),
  });
  expect(response.status).toBe(202);
  const after = await eventually(
    async () => sample(await scrape(), 'platform_mail_failures_total'),
    (count) => count > before,
  );
  expect(after).toBe(before + 1);
});

describe('with the metrics the app makes itself', () => {
  const paying = setUpTestPlatform({ metricsToken: TOKEN });
  const scrapePaying = async () =>
    (await paying.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();

  test('the review queues are counted on each scrape', async () => {
    const identity = 'platform_review_queue_size{queue="identity"}';
    const before = sample(await scrapePaying(), identity);
    expect(await scrapePaying()).toContain('platform_review_queue_size{queue="bank_transfers"} 0');
    await registerLearner(paying, 'pending');
    expect(sample(await scrapePaying(), identity)).toBe(before + 1);
  });

  test('a payment on the test gateway is counted by its outcome', async () => {
    const learner = await registerLearner(paying);
    const order = await openOrder(paying, learner);
    await payWithTestGateway(paying, learner, order.id, 'decline');
    await payWithTestGateway(paying, learner, order.id, 'approve');
    const text = await scrapePaying();
    // The gateway's webhook or the browser's return settles it, whichever comes first; the other changes nothing.
    const outcomes = (outcome: string) =>
      ['webhook', 'return'].reduce(
        (sum, source) => sum + sample(text, `platform_payment_outcomes_total{outcome="${outcome}",source="${source}"}`),
        0,
      );
    expect(outcomes('failed')).toBe(1);
    expect(outcomes('paid')).toBe(1);
  });
});

test('route patterns are spelled as in the OpenAPI document', () => {
  expect(routeLabel('/api/v1/orders/:id')).toBe('/api/v1/orders/{id}');
  expect(routeLabel('/api/v1/orders/:id{[0-9a-f-]+}/payments')).toBe('/api/v1/orders/{id}/payments');
  expect(routeLabel('/api/v1/*')).toBe('unmatched');
});
