// End-to-end tests against the production build (next build, then next start) in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import { testBrowser } from './e2e/setup/browser';
import { E2E_KEEP_ALIVE_ARGS, e2ePort, e2eServerEnv } from './e2e/setup/server-env';
import { E2E_ADMIN, E2E_STAFF } from './e2e/setup/staff-account';

// A fresh embedded database per run, so tests never see an earlier run's data.
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${Date.now()}`;

/**
 * Specs that change what every page shows, or watch the whole server, run one at a time after the rest: the
 * publication of a programme's closing (enrolment-closed, scholar), the platform's outage, the caches (their files
 * counted, their validators compared), the build and runtime watch, and the identity form's limit on forms read at
 * once (another worker's forms would take the places it fills), and the catalogue editor's programmes, instructors,
 * intakes, pages and questions (published in English only, they would show on the Urdu pages other specs read for
 * their Urdu; the pages' spec publishes Urdu twins and puts the demo texts back).
 */
const ALONE = [
  'enrolment-closed.spec.ts',
  'scholar.spec.ts',
  'outage.spec.ts',
  'catalogue-api-cache.spec.ts',
  'unknown-paths-cache.spec.ts',
  'runtime.spec.ts',
  'runtime-icons.spec.ts',
  'runtime-site-url.spec.ts',
  'kyc-submit-limits.spec.ts',
  'staff-catalogue.spec.ts',
  'staff-intakes.spec.ts',
  'staff-pages.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  // One SMTP server for the run (E2E_PORT + 1000): every spec can read the mail the server sends.
  globalSetup: './e2e/global-setup.ts',
  // Spec files share out over both cores; a file's tests run in order, in one worker. Each worker's learners are its
  // own (fresh addresses: e2e/auth-helpers.ts).
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'shared', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE, dependencies: ['shared'], workers: 1 },
  ],
  retries: 0,
  // The JSON report feeds scripts/slowest-tests.mjs.
  reporter: [['list'], ['json', { outputFile: '.test-times/e2e.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    ...testBrowser,
  },
  webServer: {
    // The build unless it is current (e2e/setup/build.ts). The staff reviewer of the KYC specs and the first admin are
    // registered and granted their roles (the operator's own command) in this run's fresh database before the server opens it: PGlite
    // has one writer. So are the checkout fixtures (a closed programme, an overdue order: e2e/setup/checkout-
    // fixtures.ts), which tell the specs their ids in a file per port.
    command: `npx tsx e2e/setup/build.ts && npx tsx e2e/setup/register-staff.ts && npx tsx e2e/setup/checkout-fixtures.ts && npm run --silent staff:add -- ${E2E_STAFF.email} && npm run --silent staff:add -- --admin ${E2E_ADMIN.email} && npx next start -p ${e2ePort} ${E2E_KEEP_ALIVE_ARGS.join(' ')}`,
    url: `http://localhost:${e2ePort}/api/ready`,
    // A production build on a busy machine can take longer than five minutes.
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: e2eServerEnv(dataDir),
  },
});
