// GET /staff/kyc/{id}/photos/{kind} – one photo of a submission for the review page.
import { kycPhotoKindSchema } from '@/contract';
import { getKycPhoto } from '@/lib/api/kyc';
import { PRIVATE, privateImage } from '../../../../_components/private-image';

export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string; kind: string }> },
): Promise<Response> {
  const { id, kind } = await params;
  const parsedKind = kycPhotoKindSchema.safeParse(kind);
  if (!parsedKind.success) return new Response('Not found', { status: 404, headers: PRIVATE });
  return privateImage(
    (accessToken) => getKycPhoto(accessToken, id, parsedKind.data),
    'The photo is unavailable right now.',
  );
}
