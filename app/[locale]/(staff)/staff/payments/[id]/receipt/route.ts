// GET /staff/payments/{id}/receipt – the transfer receipt image's old address: a permanent redirect to
// /staff/transfers/{id}/receipt.
import { movedToTransfers } from '../moved';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return movedToTransfers(request, `/${encodeURIComponent((await params).id)}/receipt`);
}
