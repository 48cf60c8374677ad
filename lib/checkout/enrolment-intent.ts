// Where a visitor who pressed "Enrol" is headed: the programme in the return path, else the one the
// session store remembers (click_enroll_button and userProduct, from the proxy's cookie:
// lib/session/enrolment-intent-cookie.ts, which the browser reads too and so stays apart from this server-only module).
import 'server-only';
import { findProgramme, getUpcomingTerms } from '../api/catalogue';
import { readServerSession } from '../session/server-session';
import { localePath } from '../i18n/locale-path';
import type { Locale } from '../i18n/locales';
import { checkoutHref } from './checkout-href';
import { enrollingProgramme } from './checkout-url';
import { enrolmentState } from './enrolment-state';

export interface EnrolmentIntent {
  slug: string;
  title: string;
  /** Its checkout in the language of the page that asks. */
  checkoutPath: string;
  /** Whether /checkout would sell it: ./enrolment-state.ts. */
  open: boolean;
}

export async function enrolmentIntent(next: string | null, locale: Locale = 'en'): Promise<EnrolmentIntent | null> {
  const state = await readServerSession();
  const slug = enrollingProgramme(next) ?? (state.click_enroll_button ? state.userProduct : null);
  if (!slug) return null;
  // The slug comes from the visitor (a return path, a cookie): read like a URL's, so a made-up one is kept in no cache.
  // The checkout shows the catalogue's English, marked so in Urdu (contentLang).
  const programme = await findProgramme('en', slug).catch(() => null);
  if (!programme) return null;
  // The calendar is asked only when the programme itself is open.
  const terms = programme.enrolmentOpen ? await getUpcomingTerms('en').catch(() => null) : null;
  return {
    slug,
    title: programme.title,
    checkoutPath: localePath(locale, checkoutHref({ programme: slug })),
    open: enrolmentState(programme, terms?.items[0]) === 'open',
  };
}
