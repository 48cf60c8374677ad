// GET /staff/payments/{id} – the bank-transfer review's old address (the queue moved to /staff/transfers when
// /staff/payments became the office's money list): a permanent redirect, so bookmarks and old e-mails still work.
import { movedToTransfers } from './moved';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return movedToTransfers(request, `/${encodeURIComponent((await params).id)}`);
}
