// The web client's runtime configuration: read from the environment when the server starts
// (never baked in at build time) and validated once, failing fast with a clear message.
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

const clientEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Base URL of an external platform API (…/api/v1). Unset: the embedded platform answers in process. */
  PLATFORM_API_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  /** Public origin used for canonical URLs, the sitemap and Open Graph. Required in production (see below). */
  SITE_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  /** Cookie diagnostics (/test-cookies, console helpers). Off by default in production. */
  DIAGNOSTICS_ENABLED: booleanFlag.optional(),
  /** Milliseconds before a platform call is abandoned. */
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * The one header the reverse proxy sets to the visitor's address; forwarded to the platform for its brute-force
   * limits. `none`: no proxy, no address (every limit per account). Required in production (see below).
   */
  TRUSTED_CLIENT_IP_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'must be a header name')
    .toLowerCase()
    .optional(),
  /** Trusted request header a CDN or proxy sets to the visitor's country (cf-ipcountry, x-vercel-ip-country…). */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'must be a header name')
    .toLowerCase()
    .optional(),
  /** IP-to-country service answering `1;PK;PAK;Pakistan`; `{ip}` in the URL is replaced, else the address is appended. */
  IP_COUNTRY_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  /** Bearer token of POST /api/revalidate (the platform or an operator marks cached catalogue data stale). Unset: 404. */
  REVALIDATE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** On SIGTERM, how long requests in flight may take to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** Milliseconds before the IP-to-country service is abandoned (the default country is used). */
  IP_COUNTRY_TIMEOUT_MS: z.coerce.number().int().positive().default(1_000),
  /** SIGUSR2 logs the server's memory by share (heap, buffers, the embedded database's heap) on stdout; off by default. */
  MEMORY_DIAGNOSTICS: booleanFlag.optional(),
  /** Where "Go to my courses" posts the learner's lms_token (the LMS's launch endpoint). Unset: the dashboard says courses are not connected yet. */
  LMS_LAUNCH_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
});

export type ClientConfig = Omit<z.infer<typeof clientEnvSchema>, 'DIAGNOSTICS_ENABLED' | 'SITE_URL'> & {
  DIAGNOSTICS_ENABLED: boolean;
  SITE_URL: string;
};

/** TRUSTED_CLIENT_IP_HEADER's value for "no reverse proxy sets the visitor's address". */
const NO_CLIENT_IP_HEADER = 'none';

export const TRUSTED_HEADER_REQUIRED =
  "TRUSTED_CLIENT_IP_HEADER must be set in production: the header your reverse proxy sets to the visitor's address (x-real-ip with deploy/nginx), " +
  "or none if there is no such proxy (every sign-in, sign-up and recovery limit is then per account: a stranger's attempts count against the owner's)";

/** Where `next dev` (and the tests) are reached; never assumed in production, where crawlers would be sent there. */
const LOCAL_SITE_URL = 'http://localhost:3000';

let cached: ClientConfig | undefined;

export function readClientConfig(env: NodeJS.ProcessEnv = process.env): ClientConfig {
  const parsed = clientEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const { DIAGNOSTICS_ENABLED, SITE_URL, TRUSTED_CLIENT_IP_HEADER, ...rest } = parsed.data;
  // `next start` must be told where the site lives. `next build` is let through (give it SITE_URL too: the pages it
  // prerenders carry it until they are next rendered), since a build machine may not know every site it serves.
  if (!SITE_URL && rest.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error(
      'Invalid configuration: SITE_URL must be set in production (the public origin, e.g. https://learn.example.org)',
    );
  }
  // Without the visitor's address every limit is per account: anyone's wrong passwords and code requests count
  // against the owner's. Production says which it is; an unset variable is more often forgotten than meant.
  if (!TRUSTED_CLIENT_IP_HEADER && rest.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error(`Invalid configuration: ${TRUSTED_HEADER_REQUIRED}`);
  }
  const addressHeader = TRUSTED_CLIENT_IP_HEADER === NO_CLIENT_IP_HEADER ? undefined : TRUSTED_CLIENT_IP_HEADER;
  return {
    ...rest,
    ...(addressHeader ? { TRUSTED_CLIENT_IP_HEADER: addressHeader } : {}),
    SITE_URL: SITE_URL ?? LOCAL_SITE_URL,
    DIAGNOSTICS_ENABLED: DIAGNOSTICS_ENABLED ?? rest.NODE_ENV !== 'production',
  };
}

/** The configuration of this process, validated on first use. */
export function config(): ClientConfig {
  cached ??= readClientConfig();
  return cached;
}

/** The site is served over https (SITE_URL's scheme): cookies are Secure. Decided by configuration, never by a request. */
export const siteUsesHttps = (): boolean => config().SITE_URL.startsWith('https:');

/** An absolute URL on this site, for redirects and links: from SITE_URL, never from a request's Host or X-Forwarded-Proto. */
export const siteUrl = (path: string): URL => new URL(path, config().SITE_URL);

/** The site's public origin (SITE_URL's), which a same-origin request's `Origin` header names. */
export const siteOrigin = (): string => new URL(config().SITE_URL).origin;
