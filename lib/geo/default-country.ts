// The phone field's default country, decided on the server so the first paint is right: the trusted
// header a CDN or proxy sets when configured, else the IP-to-country service, else 'PK'.
import { DEFAULT_COUNTRY } from '../phone/constants';
import { isCountryCode } from '../phone/countries';
import { clientAddress } from './client-address';
import { createIpCountryLookup, type IpCountryLookup } from './ip-country';

interface GeoSettings {
  COUNTRY_HEADER?: string;
  /** Where the visitor's address is read from; unset: the IP-to-country service is never asked. */
  TRUSTED_CLIENT_IP_HEADER?: string;
  IP_COUNTRY_URL?: string;
  IP_COUNTRY_TIMEOUT_MS: number;
}

const lookups = new Map<string, IpCountryLookup>();

// One lookup (and so one cache) per configured service for the life of the process.
function lookupFor(settings: GeoSettings): IpCountryLookup | undefined {
  if (!settings.IP_COUNTRY_URL) return undefined;
  const key = `${settings.IP_COUNTRY_URL} ${settings.IP_COUNTRY_TIMEOUT_MS}`;
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = createIpCountryLookup({ url: settings.IP_COUNTRY_URL, timeoutMs: settings.IP_COUNTRY_TIMEOUT_MS });
    lookups.set(key, lookup);
  }
  return lookup;
}

export async function defaultCountryFor(headers: Headers, settings: GeoSettings): Promise<string> {
  if (settings.COUNTRY_HEADER) {
    const fromHeader = headers.get(settings.COUNTRY_HEADER)?.trim().toUpperCase();
    if (fromHeader && isCountryCode(fromHeader)) return fromHeader;
  }
  const lookup = lookupFor(settings);
  const address = clientAddress(headers, settings.TRUSTED_CLIENT_IP_HEADER);
  if (lookup && address) {
    const fromService = await lookup(address);
    if (fromService) return fromService;
  }
  return DEFAULT_COUNTRY;
}
