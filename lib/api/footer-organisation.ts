// The organisation in every page's footer, the "service unavailable" page's too: while this process has just found
// the platform down (proxy.ts's probe, which decides that page), the footer does not ask it (a read would wait out a
// whole platform timeout when nothing is cached) but shows the copy it read last, or none; a read that fails does too.
import 'server-only';
import type { Organisation } from '@/contract';
import type { Locale } from '@/lib/i18n/locales';
import { platformKnownDown } from './platform-health';

/** The copy read last in each language (its address words and hours are in that language). */
type LastRead = Partial<Record<Locale, Organisation | null>>;
// On globalThis: each page's bundle renders the footer, and the 503 page shows what the others read.
const key = Symbol.for('learner-portal.footer-organisation');
const last = ((globalThis as typeof globalThis & { [key]?: LastRead })[key] ??= {});

/** `read`: the cached platform read (lib/api/site.ts getOrganisation). Never throws. */
export async function footerOrganisation(
  read: () => Promise<Organisation | null>,
  locale: Locale,
  now = Date.now(),
): Promise<Organisation | null> {
  if (platformKnownDown(now)) return last[locale] ?? null;
  try {
    last[locale] = await read();
  } catch {
    // The platform is down or slow: the copy read last.
  }
  return last[locale] ?? null;
}
