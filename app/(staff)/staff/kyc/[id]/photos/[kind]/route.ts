// GET /staff/kyc/{id}/photos/{kind} – one photo of a submission for the review page: decrypted by the platform
// (which checks the staff role), streamed through, never cached or stored anywhere on the way.
import { kycPhotoKindSchema } from '@/contract';
import { PlatformProblemError } from '@/lib/api/errors';
import { getKycPhoto } from '@/lib/api/kyc';
import { freshAccessToken } from '@/lib/session/fresh-access-token';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string; kind: string }> },
): Promise<Response> {
  const { id, kind } = await params;
  const parsedKind = kycPhotoKindSchema.safeParse(kind);
  if (!parsedKind.success) return new Response('Not found', { status: 404, headers: PRIVATE });
  const accessToken = await freshAccessToken();
  if (!accessToken) return new Response('Sign in again.', { status: 401, headers: PRIVATE });
  try {
    const photo = await getKycPhoto(accessToken, id, parsedKind.data);
    return new Response(photo.body, {
      headers: { ...PRIVATE, 'content-type': photo.contentType, 'content-disposition': 'inline' },
    });
  } catch (error) {
    if (error instanceof PlatformProblemError)
      return new Response(error.problem.detail ?? error.problem.title, { status: error.status, headers: PRIVATE });
    return new Response('The photo is unavailable right now.', { status: 503, headers: PRIVATE });
  }
}
