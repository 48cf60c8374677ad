// A platform on a fresh in-memory PGlite database (or a given PostgreSQL one), answered over HTTP requests to the app
// object.
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemoData } from '../db/seed';
import { createLogger, type Logger } from '../logger';
import { createPlatformApp } from '../app';
import type { PlatformDeps } from '../deps';
import { databaseTemplate } from './database-templates';
import { answerChecker, type OpenApiDocument } from './declared-answers';
import type { Mailer } from '../mail/mailer';
import type { PlatformMetrics } from '../metrics/platform-metrics';
import { defaultAuthSettings, type AuthSettings } from '../services/auth/settings';
import { TEST_PASSWORD_HASH_COST, type PasswordHashCost } from '../services/auth/password';
import type { PaymentOptions } from '../services/payments/settings';
import type { KycSettings } from '../services/kyc/settings';
import type { UploadSettings } from '../services/images/upload-settings';

export interface TestPlatform {
  request: (path: string, init?: RequestInit) => Promise<Response>;
  deps: PlatformDeps;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

interface TestPlatformOptions {
  seed?: boolean;
  now?: () => Date;
  /** Token secret, lifetimes, trusted client-address header (its password cost is the one below). */
  auth?: Omit<AuthSettings, 'passwordHash'> & { passwordHash?: PasswordHashCost };
  /** scrypt's cost: the cheap test cost unless a test is about the real one (PASSWORD_HASH_PARAMS). */
  passwordHash?: PasswordHashCost;
  mailer?: Mailer;
  /** Checkout settings over the defaults (test gateway, 1 day expiry, nothing else). */
  payments?: Partial<PaymentOptions>;
  /** Identity-verification retention and limits. */
  kyc?: KycSettings;
  /** Uploads in progress per learner and the slowest body accepted. */
  uploads?: UploadSettings;
  /** Origins allowed to call across origins (CORS_ORIGINS); none unless given. */
  corsOrigins?: string[];
  /** Prometheus counters the test reads through GET /metrics; absent: the app's own. */
  metrics?: PlatformMetrics;
  /** METRICS_TOKEN; absent: GET /metrics answers 404. */
  metricsToken?: string;
  /** Silent unless a test reads the log. */
  logger?: Logger;
  /** A PostgreSQL database (e2e-production/cluster/postgres.ts) instead of a fresh in-memory PGlite one. */
  databaseUrl?: string;
}

/** Test defaults: the test gateway with a known secret, webhooks and gateway calls routed into this app. */
export const TEST_GATEWAY_SECRET = 'test-gateway-secret-for-platform-tests-only';
export const TEST_LMS_CLIENT = { id: 'lms-test-client', secret: 'lms-test-client-secret-of-32-characters' };

export async function createTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const seed = options.seed ?? true;
  const template = options.databaseUrl ? undefined : databaseTemplate(seed);
  const database = await openDatabase({ url: options.databaseUrl, dataDir: 'memory://', copyOf: template });
  if (!template) {
    await database.migrate();
    if (seed) await seedDemoData(database.db);
  }
  const deps: PlatformDeps = {
    db: database.db,
    logger: options.logger ?? createLogger('silent'),
    now: options.now ?? (() => new Date()),
    auth: { ...(options.auth ?? defaultAuthSettings()), passwordHash: options.passwordHash ?? TEST_PASSWORD_HASH_COST },
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.kyc ? { kyc: options.kyc } : {}),
    ...(options.uploads ? { uploads: options.uploads } : {}),
    ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
  };
  let checkAnswer: ReturnType<typeof answerChecker> | undefined;
  // Every answer a test receives is checked against openapi.json (declared-answers.ts) before the test sees it.
  const request = async (path: string, init?: RequestInit) => {
    const url = new URL(`http://platform.test/api/v1${path}`);
    const response = await app.request(url.href, init);
    checkAnswer ??= answerChecker(
      (await (await app.request(`${url.origin}/api/v1/openapi.json`)).json()) as OpenApiDocument,
    );
    await checkAnswer(init?.method ?? 'GET', url, response);
    return response;
  };
  deps.payments = {
    siteUrl: 'http://portal.test',
    publicUrl: 'http://platform.test/api/v1',
    orderExpiryMinutes: 1440,
    gateway: 'test',
    testGateway: { secret: TEST_GATEWAY_SECRET, confirmLaterSeconds: 0 },
    bankTransfer: null,
    lmsClient: TEST_LMS_CLIENT,
    fetch: (input, init) => Promise.resolve(app.request(input instanceof Request ? input : String(input), init)),
    ...options.payments,
  };
  const app = createPlatformApp(deps);
  return {
    request,
    deps,
    database,
    close: () => database.close(),
  };
}

// Creating, migrating and seeding a PGlite database takes seconds when every test file runs at once.
export const PGLITE_START_MS = 60_000;

/**
 * Installs the file's `beforeAll`/`afterAll` hooks: a fresh platform before the first test, closed after the last.
 * Options may be a function, read when the hook runs (after earlier hooks, e.g. one that starts an SMTP server).
 * The answer stands for the platform from the first test on.
 */
export function setUpTestPlatform(options: TestPlatformOptions | (() => TestPlatformOptions) = {}): TestPlatform {
  let platform: TestPlatform | undefined;
  const current = () => {
    if (!platform) throw new Error('The test platform starts in beforeAll; use it inside hooks and tests.');
    return platform;
  };
  beforeAll(async () => {
    platform = await createTestPlatform(typeof options === 'function' ? options() : options);
  }, PGLITE_START_MS);
  afterAll(() => platform?.close());
  return {
    request: (path, init) => current().request(path, init),
    get deps() {
      return current().deps;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}
