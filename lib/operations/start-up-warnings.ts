// Settings a production instance starts with but should not: each is said once, loudly, as a JSON log line
// at start (level warn), so an operator sees it in the first lines of the service's log.
import type { ClientConfig } from '../config';

type Settings = Pick<ClientConfig, 'NODE_ENV' | 'TRUSTED_CLIENT_IP_HEADER'>;

export const NO_CLIENT_ADDRESS_HEADER =
  'TRUSTED_CLIENT_IP_HEADER is not set: there is no per-address limit on sign-in, sign-up, recovery or the support and scholarship forms (per account only) ' +
  'and no visitor country lookup. Set it to the header your reverse proxy writes (x-real-ip with deploy/nginx).';

export function startUpWarnings(settings: Settings): string[] {
  const warnings: string[] = [];
  if (settings.NODE_ENV === 'production' && !settings.TRUSTED_CLIENT_IP_HEADER) warnings.push(NO_CLIENT_ADDRESS_HEADER);
  return warnings;
}

export function logStartUpWarnings(settings: Settings, log: (line: string) => void = (line) => console.warn(line)): void {
  for (const msg of startUpWarnings(settings)) log(JSON.stringify({ level: 40, time: Date.now(), service: 'portal', msg }));
}
