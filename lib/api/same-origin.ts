// Route handlers that write for a signed-in learner accept only requests their own pages made: SameSite=Lax
// cookies already stay off cross-site posts, and this refuses anything a browser marks as cross-site too.
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  return origin === null || origin === new URL(request.url).origin;
}
