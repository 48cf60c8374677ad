// Route handlers that write for a signed-in learner accept only requests their own pages made: SameSite=Lax
// cookies already stay off cross-site posts, and this refuses anything a browser marks as cross-site too. Browsers
// send `Origin` on every POST; it must name SITE_URL's origin (the public one: behind a proxy the request's own URL
// says localhost), so a request without it is refused as well.
import { siteOrigin } from '../config';

export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  return request.headers.get('origin') === siteOrigin();
}
