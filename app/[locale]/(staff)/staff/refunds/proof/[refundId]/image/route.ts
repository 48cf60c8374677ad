// GET /staff/refunds/proof/{refundId}/image – the photo of a refund's proof, for staff (the platform checks the role).
import { getRefundProofImage } from '@/lib/api/staff-money';
import { isCaseId } from '../../../../_components/load-case';
import { PRIVATE, privateImage } from '../../../../_components/private-image';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ refundId: string }> }): Promise<Response> {
  const { refundId } = await params;
  if (!isCaseId(refundId)) return new Response('Not found', { status: 404, headers: PRIVATE });
  return privateImage(
    (accessToken) => getRefundProofImage(accessToken, refundId),
    'The proof is unavailable right now.',
  );
}
