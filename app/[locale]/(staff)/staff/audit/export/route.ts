// GET /staff/audit/export – the audit log as CSV with the page's filters, for administrators: streamed from the
// platform (which checks the admin role and writes the BOM, ISO times and quoting) without being cached on the way.
import { auditFilterSchema } from '@/contract';
import { exportAudit } from '@/lib/api/staff-admin';
import { PlatformProblemError } from '@/lib/api/errors';
import { freshAccessToken } from '@/lib/session/fresh-access-token';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };

export async function GET(request: Request): Promise<Response> {
  const accessToken = await freshAccessToken();
  if (!accessToken) return new Response('Sign in again.', { status: 401, headers: PRIVATE });
  const filter = auditFilterSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!filter.success)
    return new Response('Invalid filter: go back to the audit log.', { status: 400, headers: PRIVATE });
  try {
    const file = await exportAudit(accessToken, filter.data);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(file.body, {
      headers: {
        ...PRIVATE,
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="audit-log-${day}.csv"`,
      },
    });
  } catch (error) {
    if (error instanceof PlatformProblemError)
      return new Response(error.problem.detail ?? error.problem.title, { status: error.status, headers: PRIVATE });
    return new Response('The audit log is unavailable right now.', { status: 503, headers: PRIVATE });
  }
}
