// GET /robots.txt – keeps crawlers out of signed-in routes, diagnostics and the API; points at the sitemap.
import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { robotsRules } from '@/lib/seo/robots-rules';

// Rendered per request (it is tiny) so the sitemap address follows the running server's SITE_URL.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(config().SITE_URL);
}
