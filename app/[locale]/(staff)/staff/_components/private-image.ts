// A staff page's private image (a KYC photo, a transfer receipt): decrypted by the platform, which checks the staff
// role, and streamed through without being cached or stored anywhere on the way.
import 'server-only';
import { PlatformProblemError } from '@/lib/api/errors';
import { freshAccessToken } from '@/lib/session/fresh-access-token';

export const PRIVATE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };

export async function privateImage(
  load: (accessToken: string) => Promise<{ body: ReadableStream<Uint8Array> | null; contentType: string }>,
  unavailable: string,
): Promise<Response> {
  const accessToken = await freshAccessToken();
  if (!accessToken) return new Response('Sign in again.', { status: 401, headers: PRIVATE });
  try {
    const image = await load(accessToken);
    return new Response(image.body, {
      headers: { ...PRIVATE, 'content-type': image.contentType, 'content-disposition': 'inline' },
    });
  } catch (error) {
    if (error instanceof PlatformProblemError)
      return new Response(error.problem.detail ?? error.problem.title, { status: error.status, headers: PRIVATE });
    return new Response(unavailable, { status: 503, headers: PRIVATE });
  }
}
