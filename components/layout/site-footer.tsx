// The footer of every page: who runs the site and how to reach them, the sections again, the policies and the
// same page in the other language.
import { footerOrganisation } from '@/lib/api/footer-organisation';
import { getOrganisation } from '@/lib/api/site';
import type { Locale } from '@/lib/i18n/locales';
import { FooterContent } from './footer-content';

export async function SiteFooter({ locale }: { locale: Locale }) {
  // The footer renders, without waiting on the platform, even while it is down (the outage and error pages have one too).
  return (
    <FooterContent organisation={await footerOrganisation(() => getOrganisation(locale), locale)} locale={locale} />
  );
}
