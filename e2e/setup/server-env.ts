// The environment of the end-to-end run's server, and of the build it serves (e2e/setup/build.ts builds with the same
// settings, so that a build made for one run serves the next).
import { E2E_REVALIDATE_SECRET, E2E_TEST_GATEWAY_SECRET } from './checkout-fixtures-data';

/** The sender of the run's mail: production (next start) refuses to start without one. */
export const E2E_MAIL_FROM = 'Learner Portal <no-reply@learner-portal.example>';

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eDistDir = process.env.E2E_DIST_DIR ?? '.next-e2e';

/**
 * `next start`'s idle keep-alive limit in the tests. Playwright's request contexts keep sockets open with no idle
 * limit; against Node's 5 s server default a request can be written just as the server closes its socket (ECONNRESET,
 * stop 55). Two minutes outlasts any test.
 */
export const E2E_KEEP_ALIVE_ARGS = ['--keepAliveTimeout', '120000'] as const;

export function e2eServerEnv(dataDir: string): Record<string, string> {
  const port = e2ePort;
  return {
    NEXT_DIST_DIR: e2eDistDir,
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
    // Sign-ups by the hundred: scrypt at the tests' cost (the production suite and the platform's password tests
    // keep the real one).
    PASSWORD_HASH_COST: 'test',
    SMTP_URL: `smtp://127.0.0.1:${port + 1000}`,
    MAIL_FROM: E2E_MAIL_FROM,
    // Checkout specs: next start is production, where the test gateway runs only when named; its "confirm later"
    // answers after 2 s; a bank account for transfers; the fake LMS e2e/fake-lms.ts starts on E2E_PORT + 4000,
    // checking tokens with these client credentials.
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
  };
}
