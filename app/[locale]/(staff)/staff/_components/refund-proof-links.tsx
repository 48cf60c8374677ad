// A refund's proof, in the money list and on the learner's record: the photo itself once stored, and the page that adds
// or replaces it.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';

export function RefundProofLinks({ refundId, hasProof }: { refundId: string; hasProof: boolean }) {
  const page = `/staff/refunds/proof/${refundId}`;
  return hasProof ? (
    <>
      <a href={`${page}/image`}>Proof</a> (<Link href={page}>replace</Link>)
    </>
  ) : (
    <Link href={page}>Add proof</Link>
  );
}
