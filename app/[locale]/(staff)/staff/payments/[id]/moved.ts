// The bank-transfer queue's pages moved from /staff/payments/… to /staff/transfers/…: 308 keeps the method, and the
// Location is a path (same origin, whatever host the proxy answered on) with the query kept.
export function movedToTransfers(request: Request, rest: string): Response {
  const { search } = new URL(request.url);
  return new Response(null, {
    status: 308,
    headers: { location: `/staff/transfers${rest}${search}`, 'cache-control': 'private, no-store' },
  });
}
