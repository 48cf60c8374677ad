// GET /staff/payments/export – the money list as CSV with the page's filters and order, for the bookkeeper: streamed
// from the platform (which checks the staff role and writes the BOM, ISO dates, amounts as numbers and quoting)
// without being cached on the way.
import { ledgerFilterSchema, ledgerSortSchema } from '@/contract';
import { exportLedger } from '@/lib/api/staff-money';
import { PlatformProblemError } from '@/lib/api/errors';
import { freshAccessToken } from '@/lib/session/fresh-access-token';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };

export async function GET(request: Request): Promise<Response> {
  const accessToken = await freshAccessToken();
  if (!accessToken) return new Response('Sign in again.', { status: 401, headers: PRIVATE });
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const filter = ledgerFilterSchema.safeParse(params);
  const sort = ledgerSortSchema.safeParse(params);
  if (!filter.success || !sort.success)
    return new Response('Invalid filter: go back to the payments.', { status: 400, headers: PRIVATE });
  try {
    const file = await exportLedger(accessToken, filter.data, sort.data);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(file.body, {
      headers: {
        ...PRIVATE,
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="payments-${day}.csv"`,
      },
    });
  } catch (error) {
    if (error instanceof PlatformProblemError)
      return new Response(error.problem.detail ?? error.problem.title, { status: error.status, headers: PRIVATE });
    return new Response('The payments are unavailable right now.', { status: 503, headers: PRIVATE });
  }
}
