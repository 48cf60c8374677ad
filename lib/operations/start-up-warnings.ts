// Settings a production instance starts with but should not: each is said once, loudly, as a JSON log line
// at start (level warn, the portal's logger), so an operator sees it in the first lines of the service's log.
import type { ClientConfig } from '../config';
import { normalSiteUrl } from '../build/build-site-url.mjs';
import { siteUsesHttps } from '../headers/security-headers';
import { createPortalLogger, type Logger } from './logger';

interface Settings extends Pick<ClientConfig, 'NODE_ENV' | 'TRUSTED_CLIENT_IP_HEADER' | 'SITE_URL'> {
  /** Whether the build sends HSTS (lib/headers/build-transport-security.ts); undefined when unknown. */
  buildSendsHsts?: boolean | undefined;
  /** The SITE_URL the build was made with (lib/build/build-site-url.mjs); undefined when it did not record one. */
  buildSiteUrl?: string | undefined;
}

// Production refuses to start with it unset (lib/config.ts): here it is `none`, as the operator said.
export const NO_CLIENT_ADDRESS_HEADER =
  'TRUSTED_CLIENT_IP_HEADER is none: there is no per-address limit on sign-in, sign-up, recovery or the support and scholarship forms (per account only) ' +
  'and no visitor country lookup. Set it to the header your reverse proxy writes (x-real-ip with deploy/nginx).';

export const hstsMismatch = (siteUrl: string, buildSendsHsts: boolean) =>
  buildSendsHsts
    ? `SITE_URL is ${siteUrl} but this build was made for an https SITE_URL: it sends Strict-Transport-Security. Build with this SITE_URL.`
    : `SITE_URL is ${siteUrl} but this build was made with an http SITE_URL: it sends no Strict-Transport-Security. Build with this SITE_URL set.`;

export const siteUrlMismatch = (siteUrl: string, buildSiteUrl: string) =>
  `SITE_URL is ${siteUrl} but this build was made with SITE_URL ${buildSiteUrl}: its prerendered pages name that address ` +
  '(canonical URL, og:url), so this server renders every page again on its first request. Build with this SITE_URL.';

function startUpWarnings(settings: Settings): string[] {
  if (settings.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!settings.TRUSTED_CLIENT_IP_HEADER) warnings.push(NO_CLIENT_ADDRESS_HEADER);
  if (settings.buildSendsHsts !== undefined && settings.buildSendsHsts !== siteUsesHttps(settings.SITE_URL)) {
    warnings.push(hstsMismatch(settings.SITE_URL, settings.buildSendsHsts));
  }
  if (settings.buildSiteUrl !== undefined && settings.buildSiteUrl !== normalSiteUrl(settings.SITE_URL)) {
    warnings.push(siteUrlMismatch(settings.SITE_URL, settings.buildSiteUrl));
  }
  return warnings;
}

export function logStartUpWarnings(settings: Settings, logger: Logger = createPortalLogger()): void {
  for (const msg of startUpWarnings(settings)) logger.warn(msg);
}
