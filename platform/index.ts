// The platform's public surface: one fetch handler. The Next.js catch-all route mounts it at /api/v1,
// and the web client's API adapter calls it in process when no external platform URL is configured.
import { databaseOptions, readPlatformConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedIfEmpty } from './db/seed';
import { createLogger } from './logger';
import { createPlatformApp, type PlatformApp } from './app';
import { scheduleIdempotencyRetention } from './http/idempotency-retention';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { localSenderWarning } from './mail/sender-warning';
import { resolveAuthSecret } from './services/auth/secret';
import { AUTH_DEFAULTS } from './services/auth/settings';
import { passwordHashCost } from './services/auth/password';
import { createDatabaseBlobStore } from './services/storage/database-blob-store';
import { resolveStorageKey } from './services/storage/storage-key';
import { paymentOptionsFromConfig } from './services/payments/settings';
import { scheduleKycRetention } from './services/kyc/retention';
import { scheduleSemesterReminders } from './services/semesters/reminders';
import { KYC_DEFAULTS } from './services/kyc/settings';
import { createPlatformMetrics } from './metrics/platform-metrics';
import { countingMailFailures } from './metrics/mail-failures';

interface EmbeddedPlatform {
  app: PlatformApp;
  database: DatabaseHandle;
  stopTimers: () => void;
}

// A globalThis singleton: one database per process, surviving dev reloads and duplicate bundles.
const globalKey = Symbol.for('learner-portal.platform');
type GlobalWithPlatform = typeof globalThis & { [globalKey]?: Promise<EmbeddedPlatform> };

async function start(): Promise<EmbeddedPlatform> {
  const config = readPlatformConfig();
  const logger = createLogger();
  // The database first: it checks the data folder (one clear line) before the auth secret is kept in it.
  const database = await openDatabase(databaseOptions(config));
  const secret = resolveAuthSecret(config);
  const storageKey = resolveStorageKey(config);
  await database.migrate(config.SEED_DEMO_DATA === 'true' ? (db) => seedIfEmpty(db, logger) : undefined);
  logger.info({ database: database.kind }, 'platform ready');
  const auth = {
    ...AUTH_DEFAULTS,
    secret,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    trustedClientIpHeader: config.TRUSTED_CLIENT_IP_HEADER,
    clientIpv6Prefix: config.CLIENT_IPV6_PREFIX,
    passwordHash: passwordHashCost(config.PASSWORD_HASH_COST),
  };
  if (config.PASSWORD_HASH_COST === 'test')
    logger.warn('PASSWORD_HASH_COST=test: passwords are hashed at a test cost that a cracker could afford');
  const senderWarning = localSenderWarning(config);
  if (senderWarning) logger.warn(senderWarning);
  // The one registry of this process: the platform's counters and, as the platform runs inside the web server, Node's.
  const metrics = createPlatformMetrics({
    db: database.db,
    ...(database.poolUse ? { pool: database.poolUse } : {}),
    defaultMetrics: true,
  });
  const delivery = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(database.db, logger, { logBody: config.NODE_ENV !== 'production' });
  const mailer = countingMailFailures(delivery, metrics.mailFailures);
  const storage = createDatabaseBlobStore(database.db, storageKey);
  const payments = paymentOptionsFromConfig(config, secret);
  logger.info(
    { gateway: payments.gateway, bankTransfer: Boolean(payments.bankTransfer), lmsClient: Boolean(payments.lmsClient) },
    'checkout configured',
  );
  if (payments.gateway === 'test' && config.NODE_ENV === 'production')
    logger.warn('PAYMENT_GATEWAY=test: learners approve their own card payments on the test gateway; no money moves');
  const kyc = { ...KYC_DEFAULTS, retentionDays: config.KYC_RETENTION_DAYS };
  const deps = {
    db: database.db,
    logger,
    now: () => new Date(),
    auth,
    mailer,
    storage,
    payments,
    kyc,
    formSubmissionsPerHour: config.FORM_SUBMISSIONS_PER_HOUR,
    corsOrigins: config.CORS_ORIGINS,
    metrics,
    ...(config.METRICS_TOKEN ? { metricsToken: config.METRICS_TOKEN } : {}),
  };
  const timers = [scheduleKycRetention(deps), scheduleIdempotencyRetention(deps), scheduleSemesterReminders(deps)];
  const stopTimers = () => timers.forEach((stop) => stop());
  return { app: createPlatformApp(deps), database, stopTimers };
}

/** Starts the embedded platform once (migrations, demo data); later calls share it. */
export function startPlatform(): Promise<EmbeddedPlatform> {
  const g = globalThis as GlobalWithPlatform;
  g[globalKey] ??= start().catch((error: unknown) => {
    delete g[globalKey];
    throw error;
  });
  return g[globalKey];
}

/** Answers one platform request in process. */
export async function platformFetch(request: Request): Promise<Response> {
  const { app } = await startPlatform();
  return app.fetch(request);
}

/** The embedded database's WebAssembly heap in bytes, for the memory report; undefined on PostgreSQL or before start. */
export async function databaseHeapBytes(): Promise<number | undefined> {
  const running = (globalThis as GlobalWithPlatform)[globalKey];
  return running ? (await running).database.heapBytes?.() : undefined;
}

export async function stopPlatform(): Promise<void> {
  const g = globalThis as GlobalWithPlatform;
  const running = g[globalKey];
  delete g[globalKey];
  if (!running) return;
  const platform = await running;
  platform.stopTimers();
  await platform.database.close();
}
