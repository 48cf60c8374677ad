// A rendered page that answered 404 (an unknown programme, instructor, learning path or path): never kept in
// the page cache, or every made-up URL a visitor tries would stay on disk for good. Such pages render per request.
// The same for a static route handler's answer other than 2xx (an unknown catalogue slug's 404, a 503 problem).
// Plain JavaScript because Next.js imports the cache handlers as they are.

/** @param {{ kind?: string, status?: number } | null | undefined} data */
export function isNotFoundPage(data) {
  if (data?.kind === 'APP_ROUTE') return data.status !== undefined && (data.status < 200 || data.status > 299);
  return (data?.kind === 'APP_PAGE' || data?.kind === 'PAGES') && data.status === 404;
}
