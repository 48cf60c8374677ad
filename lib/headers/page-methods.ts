// Which methods a page answers. A page is read (GET, HEAD), and every page takes a form's POST: a server action posts
// to the page it is on, with JavaScript or without, and every page's header carries the sign-out form. Route handlers
// that live among the pages (photos, downloads, the calendar, the identity upload) answer their own methods; the
// platform API, Next's files and fonts never reach the proxy. robots.txt and sitemap.xml are read only.
const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;
const READ_ONLY = ['GET', 'HEAD'] as const;

/** The route handlers among the pages, by address (page-methods.test.ts checks every route.ts is here). */
export const PAGE_ROUTE_HANDLERS = [
  /^(?:\/ur)?\/account\/data\/download$/,
  /^(?:\/ur)?\/checkout\/transfer$/,
  /^(?:\/ur)?\/kyc\/(?:status|submit|photos\/[^/]+)$/,
  /^(?:\/ur)?\/user-dashboard\/calendar\.ics$/,
  /^\/staff\/kyc\/[^/]+\/photos\/[^/]+$/,
  /^\/staff\/transfers\/[^/]+\/receipt$/,
  // The money CSV, and the bank-transfer review's old addresses (redirects).
  /^\/staff\/payments\/[^/]+(?:\/receipt)?$/,
  /^\/staff\/refunds\/proof\/[^/]+\/(?:image|upload)$/,
  /^\/staff\/audit\/export$/,
  /^\/staff\/catalogue\/instructors\/[^/]+\/photo$/,
  /^\/staff\/catalogue\/preview$/,
  /^\/staff\/reports\/[^/]+\/export$/,
];

const READ_ONLY_FILES = /^\/(?:robots\.txt|sitemap\.xml)$/;

/** The methods the page at `pathname` answers, or null when a route handler decides for itself. */
export function pageMethods(pathname: string): readonly string[] | null {
  if (PAGE_ROUTE_HANDLERS.some((handler) => handler.test(pathname))) return null;
  return READ_ONLY_FILES.test(pathname) ? READ_ONLY : PAGE_METHODS;
}
