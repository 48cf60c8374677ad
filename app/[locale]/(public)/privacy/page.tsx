// GET /privacy (and /ur/privacy) – the privacy policy (site content 'privacy', editable in the platform), the cookies
// the code sets, and who to contact.
import { CookieTable } from '@/components/content/cookie-table';
import { siteContentRoute } from '@/components/content/site-content-route';

export const revalidate = 300;

const route = siteContentRoute({
  key: 'privacy',
  path: '/privacy',
  // The cookie list comes from the code's own definitions, so it names every cookie the site sets.
  sectionExtras: (locale) => ({ cookies: <CookieTable locale={locale} /> }),
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
