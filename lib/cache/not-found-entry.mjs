// A rendered page that answered 404 (an unknown programme, instructor, learning path or path): never kept in
// the page cache, or every made-up URL a visitor tries would stay on disk for good. Such pages render per request.
// Plain JavaScript because Next.js imports the cache handlers as they are.

/** @param {{ kind?: string, status?: number } | null | undefined} data */
export function isNotFoundPage(data) {
  return (data?.kind === 'APP_PAGE' || data?.kind === 'PAGES') && data.status === 404;
}
