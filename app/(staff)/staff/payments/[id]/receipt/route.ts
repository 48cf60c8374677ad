// GET /staff/payments/{id}/receipt – the receipt screenshot of a bank transfer for the review page: decrypted by the
// platform (which checks the staff role), streamed through, never cached or stored anywhere on the way.
import { PlatformProblemError } from '@/lib/api/errors';
import { getTransferReceiptImage } from '@/lib/api/staff-payments';
import { freshAccessToken } from '@/lib/session/fresh-access-token';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (!UUID.test(id)) return new Response('Not found', { status: 404, headers: PRIVATE });
  const accessToken = await freshAccessToken();
  if (!accessToken) return new Response('Sign in again.', { status: 401, headers: PRIVATE });
  try {
    const image = await getTransferReceiptImage(accessToken, id);
    return new Response(image.body, {
      headers: { ...PRIVATE, 'content-type': image.contentType, 'content-disposition': 'inline' },
    });
  } catch (error) {
    if (error instanceof PlatformProblemError)
      return new Response(error.problem.detail ?? error.problem.title, { status: error.status, headers: PRIVATE });
    return new Response('The receipt is unavailable right now.', { status: 503, headers: PRIVATE });
  }
}
