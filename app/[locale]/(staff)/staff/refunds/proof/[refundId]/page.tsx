// /staff/refunds/proof/{refundId} – the proof of a refund sent (a photo or screenshot of the bank's or wallet's
// confirmation): "Add proof" as a plain multipart form posting to ./upload (works without JavaScript; the upload
// streams, so it is not a server action), the outcome back in the address, and a link to the proof once stored.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { PlatformProblemError } from '@/lib/api/errors';
import { getRefundProofImage } from '@/lib/api/staff-money';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireStaffSession } from '@/lib/session/staff-session';
import { isCaseId } from '../../../_components/load-case';
import { isProofOutcome, PROOF_FIELD, PROOF_OUTCOMES } from './proof-outcome';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Proof of a refund',
  description: 'Add a photo or screenshot of the confirmation of money sent back to a learner.',
});

/** Whether the refund has a proof stored: the platform is asked for it, and the answer's body is not read. */
async function hasProof(accessToken: string, refundId: string): Promise<boolean> {
  try {
    const image = await getRefundProofImage(accessToken, refundId);
    await image.body?.cancel();
    return true;
  } catch (error) {
    if (error instanceof PlatformProblemError && error.status === 404) return false;
    throw error;
  }
}

export default async function RefundProofPage({
  params,
  searchParams,
}: {
  params: Promise<{ refundId: string }>;
  searchParams: Promise<{ proof?: string | string[] }>;
}) {
  const { refundId } = await params;
  if (!isCaseId(refundId)) notFound();
  const session = await requireStaffSession(`/staff/refunds/proof/${refundId}`);
  const { proof } = await searchParams;
  const outcome = isProofOutcome(proof) ? proof : null;
  const stored = await hasProof(session.accessToken, refundId);
  const page = `/staff/refunds/proof/${refundId}`;
  return (
    <>
      <PageHeader
        eyebrow={<Link href="/staff/payments?state=refunded">Refunds sent</Link>}
        title="Proof of a refund"
        lead="A photo or screenshot of the bank’s or wallet’s confirmation: JPEG, PNG or WebP, at most 10 MB. A new one replaces the one stored."
      />
      {outcome === 'added' ? <p role="status">{PROOF_OUTCOMES.added}</p> : null}
      <p>{stored ? <a href={`${page}/image`}>Proof</a> : 'No proof stored yet.'}</p>
      <form action={`${page}/upload`} method="post" encType="multipart/form-data" noValidate>
        <TextField
          id="refund-proof"
          name={PROOF_FIELD}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          label="Photo of the refund’s confirmation"
          error={outcome && outcome !== 'added' ? PROOF_OUTCOMES[outcome] : undefined}
        />
        <Button type="submit">Add proof</Button>
      </form>
    </>
  );
}
