// The IP-to-country service: asked with a timeout, its answers (success or not) cached per address.
// A successful answer is text starting with "1" whose two-letter code sits at positions 2-3: "1;PK;PAK;Pakistan".
import { isCountryCode } from '../phone/countries';

/** The country of an answer such as `1;PK;PAK;Pakistan`, or undefined for any other answer. */
export function parseIpCountryAnswer(text: string): string | undefined {
  if (!text.startsWith('1')) return undefined;
  const code = text.slice(2, 4).toUpperCase();
  return /^[A-Z]{2}$/.test(code) && isCountryCode(code) ? code : undefined;
}

interface IpCountryLookupOptions {
  url: string;
  timeoutMs: number;
  /** How long an answer is kept (a day: addresses rarely move country). */
  ttlMs?: number;
  /** How long "no answer" is kept, so a service that is down is not asked on every request. */
  failureTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export type IpCountryLookup = (address: string) => Promise<string | undefined>;

export function createIpCountryLookup(options: IpCountryLookupOptions): IpCountryLookup {
  const { url, timeoutMs, ttlMs = 86_400_000, failureTtlMs = 300_000, maxEntries = 10_000, now = Date.now } = options;
  const cache = new Map<string, { country: string | undefined; expires: number }>();
  const inFlight = new Map<string, Promise<string | undefined>>();

  const ask = async (address: string): Promise<string | undefined> => {
    const target = url.includes('{ip}')
      ? url.replace('{ip}', encodeURIComponent(address))
      : `${url.replace(/\/$/, '')}/${encodeURIComponent(address)}`;
    try {
      const response = await fetch(target, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'text/plain' },
      });
      if (!response.ok) return undefined;
      return parseIpCountryAnswer((await response.text()).trim());
    } catch {
      return undefined;
    }
  };

  return async (address) => {
    const hit = cache.get(address);
    if (hit && hit.expires > now()) return hit.country;
    const pending = inFlight.get(address);
    if (pending) return pending;
    const lookup = ask(address).then((country) => {
      inFlight.delete(address);
      // Oldest entries go first once the cache is full (Map keeps insertion order).
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value ?? '');
      cache.set(address, { country, expires: now() + (country ? ttlMs : failureTtlMs) });
      return country;
    });
    inFlight.set(address, lookup);
    return lookup;
  };
}
