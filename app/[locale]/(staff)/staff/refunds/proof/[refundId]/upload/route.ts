// POST /staff/refunds/proof/{refundId}/upload – the "Add proof" form, with or without JavaScript: one photo as a
// multipart post. Nothing of the body is read until the request comes from this site with a staff session the
// platform accepts; then the photo is streamed (lib/forms/stream-multipart.ts) on to the platform's photo pipeline as
// it arrives (which checks the staff role, the owner, the limits, re-encodes and audits), never held here whole: a
// server action would cap it at 1 MB. Answers 303 to the proof page, the outcome in its address.
import { NextResponse } from 'next/server';
import { UPLOAD_MINIMUM_RATE } from '@/contract/minimum-rate';
import { PlatformProblemError } from '@/lib/api/errors';
import { isSameOrigin } from '@/lib/api/same-origin';
import { uploadRefundProof } from '@/lib/api/staff-money';
import { siteUrl } from '@/lib/config';
import { PHOTO_PART_BYTES, streamMultipart, unreadFormReason } from '@/lib/forms/stream-multipart';
import { verifiedAccessToken } from '@/lib/session/verified-access-token';
import { isCaseId } from '../../../../_components/load-case';
import { outcomeOfStatus, PROOF_FIELD, type ProofOutcome } from '../proof-outcome';

export const dynamic = 'force-dynamic';

const MAX_FORM_BYTES = PHOTO_PART_BYTES + 64 * 1024;

async function sendProof(request: Request, accessToken: string, refundId: string): Promise<ProofOutcome> {
  let outcome: ProofOutcome = 'missing';
  await streamMultipart(
    request.body!,
    request.headers.get('content-type') ?? '',
    {
      fields: 0,
      fieldSize: 0,
      files: 1,
      fileSize: PHOTO_PART_BYTES,
      totalBytes: MAX_FORM_BYTES,
      minimumRate: UPLOAD_MINIMUM_RATE,
    },
    async (name, file, mimeType) => {
      if (name !== PROOF_FIELD) return;
      try {
        await uploadRefundProof(accessToken, refundId, file, mimeType || 'application/octet-stream');
        outcome = 'added';
      } catch (error) {
        if (!(error instanceof PlatformProblemError)) throw error;
        outcome = outcomeOfStatus(error.status);
      }
    },
  );
  return outcome;
}

async function outcomeOf(request: Request, accessToken: string, refundId: string): Promise<ProofOutcome> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_FORM_BYTES) return 'too-large';
  if (!request.body) return 'missing';
  try {
    return await sendProof(request, accessToken, refundId);
  } catch (error) {
    const reason = unreadFormReason(error);
    if (reason === 'too-large') return 'too-large';
    return reason ? 'incomplete' : 'unavailable';
  }
}

export async function POST(request: Request, { params }: { params: Promise<{ refundId: string }> }) {
  if (!isSameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const { refundId } = await params;
  if (!isCaseId(refundId)) return new Response('Not found', { status: 404 });
  const page = `/staff/refunds/proof/${refundId}`;
  const session = await verifiedAccessToken();
  if (!session) return NextResponse.redirect(siteUrl(`/login?next=${encodeURIComponent(page)}`), 303);
  const outcome = session === 'unavailable' ? 'unavailable' : await outcomeOf(request, session.accessToken, refundId);
  return NextResponse.redirect(siteUrl(`${page}?proof=${outcome}`), 303);
}
