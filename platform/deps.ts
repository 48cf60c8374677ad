// What every platform route needs from the outside world, passed in so tests can give their own.
import type { Database } from './db/client';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { PlatformMetrics } from './metrics/platform-metrics';
import type { AuthSettings } from './services/auth/settings';
import type { KycSettings } from './services/kyc/settings';
import type { UploadSettings } from './services/images/upload-settings';
import type { BlobStore } from './services/storage/blob-store';
import type { PaymentOptions } from './services/payments/settings';

export interface PlatformDeps {
  db: Database;
  logger: Logger;
  /** Injected so tests can move time (semesters, token expiry). */
  now: () => Date;
  /** Token secret and lifetimes; absent: a random per-process secret (fine for tests of other areas). */
  auth?: AuthSettings;
  /** Outgoing mail; absent: the log and the outbox table. */
  mailer?: Mailer;
  /** Encrypted file storage; absent: the database with a per-process random key (fine for tests). */
  storage?: BlobStore;
  /** Gateway, bank account, order expiry, LMS client; absent: the test gateway and nothing else. */
  payments?: PaymentOptions;
  /** Photo retention and per-learner limits of identity verification; absent: the defaults. */
  kyc?: KycSettings;
  /** Uploads in progress per learner and the slowest body accepted; absent: the defaults. */
  uploads?: UploadSettings;
  /** Support requests and scholarship applications per client address per hour (0: no limit); absent: 10. */
  formSubmissionsPerHour?: number;
  /** Origins whose browser pages may call the API (CORS_ORIGINS); absent or empty: none. */
  corsOrigins?: readonly string[];
  /** Prometheus counters of this app; absent: the app makes its own (each test app has its own). */
  metrics?: PlatformMetrics;
  /** Bearer secret of GET /metrics (METRICS_TOKEN); absent: the endpoint answers 404. */
  metricsToken?: string;
}
