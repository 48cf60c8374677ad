// Where a visitor who pressed "Enrol" is headed: the programme in the return path, else the one the
// session store remembers (click_enroll_button and userProduct, from the intent cookie the proxy set).
import 'server-only';
import { getProgramme } from '../api/catalogue';
import { createServerSessionStore } from '../session/server-session';
import { enrolCheckoutPath } from '../session/enrol-intent';
import { enrollingProgramme } from './checkout-url';

export async function enrolmentIntent(next: string | null): Promise<{ slug: string; title: string; checkoutPath: string } | null> {
  const state = (await createServerSessionStore({ writable: false })).start();
  const slug = enrollingProgramme(next) ?? (state.click_enroll_button ? state.userProduct : null);
  if (!slug) return null;
  const programme = await getProgramme(slug).catch(() => null);
  return programme ? { slug, title: programme.title, checkoutPath: enrolCheckoutPath(slug) } : null;
}
