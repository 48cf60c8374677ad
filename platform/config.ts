// The platform's own configuration, read once from the environment and validated.
import { z } from 'zod';
import { checkoutEnvShape, checkCheckoutConfig } from './checkout-settings';
import { parseKey } from './storage-key-format';

/** The demo's sender: a reserved domain (RFC 2606), so no real mailbox is ever named by accident. */
export const DEMO_MAIL_FROM = 'Learner Portal <no-reply@learner-portal.example>';

const platformEnvSchema = z.object({
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  /** PostgreSQL connections per instance. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Connecting to PostgreSQL, and waiting for a pooled connection, fail after this long. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /** PostgreSQL cancels a statement (or a lock wait) longer than this; a silent server is given up 2 s later. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  /** Seed the demo catalogue into an empty database on start. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** HS256 key of the access tokens. Unset: embedded mode keeps a generated one in the data folder. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Bearer secret a Prometheus scraper sends to GET /api/v1/metrics. Unset: the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lifetime of an access token (JWT); short so a stolen one is soon useless. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(900),
  /**
   * scrypt's cost for new password hashes. `test` (1 MiB, about a millisecond) is for test servers only, where
   * hundreds of sign-ups would each spend seconds; it is warned about at start. Never set it where learners sign up.
   */
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  /** The one header the reverse proxy sets to the client's address; unset or `none`: no per-address limit. */
  TRUSTED_CLIENT_IP_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'must be a header name')
    .transform((name) => name.toLowerCase())
    .transform((name) => (name === 'none' ? undefined : name))
    .optional(),
  /**
   * Origins (scheme, host, port; comma-separated) whose browser pages may call the API across origins. Unset: none.
   * A wildcard is refused: an operator names each front end.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url({ protocol: /^https?$/, message: 'must be origins such as https://partner.example, comma-separated' })
          .refine(
            (origin) => URL.canParse(origin) && new URL(origin).origin === origin,
            'must be origins without a path or a trailing slash',
          ),
      ),
    ),
  /**
   * An IPv6 client is counted by its first this-many bits (a /64 is what one customer gets at least; a provider that
   * gives each customer a /56 or /48 calls for that), so one customer's addresses share one allowance.
   */
  CLIENT_IPV6_PREFIX: z.coerce.number().int().min(32).max(128).default(64),
  /** Support requests, and scholarship applications, accepted per client address per hour; 0: no limit. */
  FORM_SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(10),
  /** smtp:// or smtps:// URL of the mail server. Unset: mail goes to the log and the outbox table. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of the platform's mail. Required in production; elsewhere the demo's address on a reserved domain. */
  MAIL_FROM: z.string().trim().min(3).default(DEMO_MAIL_FROM),
  /** AES-256 key of stored files (identity photos, receipts). Unset: embedded mode keeps a generated one in the data folder. */
  STORAGE_ENCRYPTION_KEY: z
    .string()
    .refine(
      (value) => parseKey(value) !== undefined,
      'must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)',
    )
    .optional(),
  /** Identity photos are deleted this many days after the decision; the decision itself is kept. */
  KYC_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  ...checkoutEnvShape,
});

export type PlatformConfig = z.infer<typeof platformEnvSchema>;

/** The database settings openDatabase takes. */
export const databaseOptions = (config: PlatformConfig) => ({
  url: config.DATABASE_URL,
  dataDir: config.PGLITE_DATA_DIR,
  limits: {
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  },
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readPlatformConfig(env: Record<string, string | undefined> = process.env): PlatformConfig {
  const parsed = platformEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new ConfigError(`Invalid platform configuration: ${issues}`);
  }
  // A production server names its own sender: providers refuse or bin mail from an address nobody owns, and the
  // learners' codes, receipts and replies would silently not arrive. `next build` is let through, as for SITE_URL.
  if (!env.MAIL_FROM?.trim() && parsed.data.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build')
    throw new ConfigError(
      'Invalid platform configuration: MAIL_FROM must be set in production (the sender of the portal’s mail, an address of your own domain, e.g. Learner Portal <no-reply@learn.example.org>)',
    );
  const problem = checkCheckoutConfig(parsed.data);
  if (problem) throw new ConfigError(`Invalid platform configuration: ${problem}`);
  return parsed.data;
}
