// GET /staff/reports/{report}/export – one report as CSV, streamed from the platform (which checks the staff role and
// writes the BOM, quoting and formula guard) without being cached on the way.
import { reportNameSchema } from '@/contract';
import { exportReport } from '@/lib/api/staff-reports';
import { PlatformProblemError } from '@/lib/api/errors';
import { freshAccessToken } from '@/lib/session/fresh-access-token';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };

export async function GET(_request: Request, { params }: { params: Promise<{ report: string }> }): Promise<Response> {
  const accessToken = await freshAccessToken();
  if (!accessToken) return new Response('Sign in again.', { status: 401, headers: PRIVATE });
  const report = reportNameSchema.safeParse((await params).report);
  if (!report.success) return new Response('No such report.', { status: 404, headers: PRIVATE });
  try {
    const file = await exportReport(accessToken, report.data);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(file.body, {
      headers: {
        ...PRIVATE,
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${report.data}-${day}.csv"`,
      },
    });
  } catch (error) {
    if (error instanceof PlatformProblemError)
      return new Response(error.problem.detail ?? error.problem.title, { status: error.status, headers: PRIVATE });
    return new Response('The reports are unavailable right now.', { status: 503, headers: PRIVATE });
  }
}
