// GET /kyc/status – the learner's identity-verification status as JSON, for the /kyc page to revalidate (swr).
import { PlatformProblemError } from '@/lib/api/errors';
import { getKycStatus } from '@/lib/api/kyc';
import { freshAccessToken } from '@/lib/session/fresh-access-token';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const accessToken = await freshAccessToken();
  const headers = { 'cache-control': 'private, no-store' };
  if (!accessToken)
    return Response.json({ type: 'about:blank', title: 'Unauthorized', status: 401 }, { status: 401, headers });
  try {
    return Response.json(await getKycStatus(accessToken), { headers });
  } catch (error) {
    if (error instanceof PlatformProblemError) return Response.json(error.problem, { status: error.status, headers });
    return Response.json({ type: 'about:blank', title: 'Service Unavailable', status: 503 }, { status: 503, headers });
  }
}
