// GET /staff/transfers/{id}/receipt – the receipt screenshot of a bank transfer for the review page.
import { getTransferReceiptImage } from '@/lib/api/staff-transfers';
import { isCaseId } from '../../../_components/load-case';
import { PRIVATE, privateImage } from '../../../_components/private-image';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (!isCaseId(id)) return new Response('Not found', { status: 404, headers: PRIVATE });
  return privateImage(
    (accessToken) => getTransferReceiptImage(accessToken, id),
    'The receipt is unavailable right now.',
  );
}
