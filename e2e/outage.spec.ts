// Platform outage mid-run: a second `next start` of the same build talks to the platform through a TCP
// proxy this test can stop. While it is stopped, a page that needs the platform shows the "service
// unavailable" state (layout intact, retry link); once it is back, the retry link recovers the page.
import { test, expect, type Page } from '@playwright/test';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { signUpByApi } from './auth-helpers';
import { mainPort, startSecondServer, type SecondServer } from './second-server';
import { PHONE, fitsThePhone } from './urdu-phone';

const proxyPort = mainPort + 2000;

/** Forwards TCP to the main server (whose embedded platform answers /api/v1) until stopped. */
class PlatformLink {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  async start(): Promise<void> {
    this.server = createServer((inbound) => {
      const outbound = connect(mainPort, '127.0.0.1');
      for (const socket of [inbound, outbound]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve) => this.server?.listen(proxyPort, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

const link = new PlatformLink();
let client: SecondServer | undefined;
let clientUrl = '';

test.beforeAll(async () => {
  await link.start();
  client = await startSecondServer(5000, {
    PLATFORM_API_URL: `http://127.0.0.1:${proxyPort}/api/v1`,
    PLATFORM_TIMEOUT_MS: '3000',
  });
  clientUrl = client.url;
});

test.afterAll(async () => {
  client?.stop();
  await link.stop();
});

async function signIn(page: Page): Promise<string> {
  const email = `outage-${Date.now()}@example.test`;
  const auth = await signUpByApi(page.request, `http://127.0.0.1:${mainPort}/api/v1`, {
    full_name: 'Outage Learner',
    email,
    password: 'outage-password-123',
  });
  const cookie = (name: string, value: string) => ({ name, value, domain: '127.0.0.1', path: '/' });
  await page
    .context()
    .addCookies([
      cookie('access_token', auth.access_token),
      cookie('refresh_token', auth.refresh_token),
      cookie('lms_token', auth.lms_token),
      cookie('is_authenticated', 'true'),
      cookie('user_data', encodeURIComponent(JSON.stringify(auth.user))),
    ]);
  return auth.user.full_name;
}

test('the platform becomes unreachable mid-run: "service unavailable" (503) with the layout intact, then recovery', async ({
  page,
}) => {
  const name = await signIn(page);
  const healthy = await page.goto(`${clientUrl}/user-dashboard`);
  expect(healthy?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();

  await link.stop();
  // proxy.ts probes the platform (an answer is remembered for two seconds) and, once it finds it silent,
  // rewrites to the unavailable page with a real 503; a request inside that window fails with 500.
  let retryAfter: string | undefined;
  await expect
    .poll(
      async () => {
        const down = await page.goto(`${clientUrl}/user-dashboard`);
        retryAfter = down?.headers()['retry-after'];
        return down?.status();
      },
      { timeout: 10_000 },
    )
    .toBe(503);
  expect(retryAfter).toBe('30');
  expect(new URL(page.url()).pathname).toBe('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('can’t reach the learning platform');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The page's own address (a bookmark, a crawler, an operator's check) is a 503 too while the platform is away.
  const direct = await page.request.get(`${clientUrl}/service-unavailable`, { maxRedirects: 0 });
  expect([direct.status(), direct.headers()['retry-after']]).toEqual([503, '30']);
  expect(await direct.text()).toContain('can’t reach the learning platform');
  // An Urdu page's outage is in Urdu, right to left, and keeps the Urdu address to try again.
  await page.setViewportSize(PHONE);
  const urdu = await page.goto(`${clientUrl}/ur/user-dashboard`);
  expect(urdu?.status()).toBe(503);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ہم اس وقت لرننگ پلیٹ فارم تک نہیں پہنچ پا رہے');
  await expect(page.getByRole('link', { name: 'دوبارہ کوشش کریں' })).toHaveAttribute('href', '/ur/user-dashboard');
  await fitsThePhone(page, 'outage', { axe: true });
  await page.goto(`${clientUrl}/user-dashboard`);

  await link.start();
  // The proxy remembers a probe for two seconds, so the first retry may still find the platform away.
  const welcome = page.getByRole('heading', { level: 1, name: `Welcome, ${name}` });
  await expect(async () => {
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(welcome).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // Back up, that address sends a visitor to the home page instead of a 200 that says "unavailable".
  const after = await page.request.get(`${clientUrl}/service-unavailable`, { maxRedirects: 0 });
  expect([after.status(), new URL(after.headers()['location'] ?? '', clientUrl).href]).toEqual([307, `${clientUrl}/`]);
});
