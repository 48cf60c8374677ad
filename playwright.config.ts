// End-to-end tests against the production build (next build, then next start) in Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';
import { E2E_REVALIDATE_SECRET, E2E_TEST_GATEWAY_SECRET } from './e2e/setup/checkout-fixtures-data';
import { E2E_STAFF } from './e2e/setup/staff-account';

const port = Number(process.env.E2E_PORT ?? 3210);
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
// A fresh embedded database per run, so tests never see an earlier run's data.
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${Date.now()}`;

export default defineConfig({
  testDir: './e2e',
  // One SMTP server for the run (E2E_PORT + 1000): every spec can read the mail the server sends.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The staff reviewer of the KYC specs is registered and granted the role (the operator's own command) in this
    // run's fresh database before the server opens it: PGlite has one writer. So are the checkout fixtures (a closed
    // programme, an overdue order: e2e/setup/checkout-fixtures.ts), which tell the specs their ids in a file per port.
    command: `npx next build && npx tsx e2e/setup/register-staff.ts && npx tsx e2e/setup/checkout-fixtures.ts && npm run --silent staff:add -- ${E2E_STAFF.email} && npx next start -p ${port}`,
    url: `http://localhost:${port}/api/ready`,
    // A production build on a busy machine can take longer than five minutes.
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      NEXT_DIST_DIR: distDir,
      PGLITE_DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // Phone specs: the trusted country header a CDN would set (e2e/phone-field.spec.ts sends it).
      COUNTRY_HEADER: 'x-test-country',
      // Support spec: the client address a reverse proxy would set, for the forms' per-address limit.
      TRUSTED_CLIENT_IP_HEADER: 'x-e2e-client-ip',
      // Auth specs: a short access-token lifetime to see the silent refresh, and mail to the run's SMTP
      // server (e2e/global-setup.ts, read with e2e/mailbox.ts).
      ACCESS_TOKEN_TTL_SECONDS: '70',
      SMTP_URL: `smtp://127.0.0.1:${port + 1000}`,
      // Checkout specs: next start is production, where the test gateway runs only when named; its "confirm later" answers after 2 s; a bank account for transfers; the fake
      // LMS e2e/fake-lms.ts starts on E2E_PORT + 4000, checking tokens with these client credentials.
      PAYMENT_GATEWAY: 'test',
      TEST_GATEWAY_CONFIRM_LATER_SECONDS: '2',
      BANK_TRANSFER_IBAN: 'PK36SCBL0000001123456702',
      BANK_TRANSFER_ACCOUNT_TITLE: 'Learner Portal (Pvt) Ltd',
      BANK_TRANSFER_BANK: 'Standard Chartered Bank (Pakistan)',
      RAAST_ID: '03001234567',
      LMS_LAUNCH_URL: `http://127.0.0.1:${port + 4000}/launch`,
      LMS_CLIENT_ID: 'e2e-lms',
      LMS_CLIENT_SECRET: 'e2e-lms-client-secret-of-at-least-32-chars',
      // Expiry spec: the gateway's late confirmation is signed with this secret; enrolment spec: the closed programme
      // is published as an operator does it, through POST /api/revalidate.
      TEST_GATEWAY_SECRET: E2E_TEST_GATEWAY_SECRET,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      E2E_PORT: String(port),
    },
  },
});
