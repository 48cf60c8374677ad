// POST /kyc/submit – the identity form sent without JavaScript (multipart, with the photos as files). The body is
// bounded before it is parsed (a declared length over the limit is refused unread; a longer stream is cut), so the
// server never buffers more than MAX_FORM_BYTES for it, and the app-wide server-action limit stays small.
// Answers with a redirect to SITE_URL (never the request's own idea of its host, which behind a proxy is
// localhost): to `next` once stored, else back to /kyc with the form's state.
import { NextResponse } from 'next/server';
import { siteUrl, siteUsesHttps } from '@/lib/config';
import { isSameOrigin } from '@/lib/api/same-origin';
import { safeNextPath } from '@/lib/auth/safe-next';
import { initialActionState } from '@/lib/forms/action-state';
import { decodeFormState, encodeFormState, FORM_STATE_COOKIE, formStateCookie, RETURNED_QUERY } from '../form-state-cookie';
import { processKycForm } from '../kyc-submission';

export const dynamic = 'force-dynamic';

/** Four photos of at most 10 MB and the text fields. */
const MAX_FORM_BYTES = 41 * 1024 * 1024;

function bounded(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let total = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > limit) controller.error(new Error('form too large'));
        else controller.enqueue(chunk);
      },
    }),
  );
}

const TOO_LARGE = 'The photos together are too large (at most 10 MB each). Choose smaller photos and send the form again.';

export async function POST(request: Request): Promise<Response> {
  let next: string | null = null;
  const back = (state: Parameters<typeof encodeFormState>[0]) => {
    const query = new URLSearchParams({ form: RETURNED_QUERY, ...(next ? { next } : {}) });
    const response = NextResponse.redirect(siteUrl(`/kyc?${query}`), 303);
    response.cookies.set(formStateCookie(encodeFormState(state), siteUsesHttps()));
    return response;
  };
  if (!isSameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const previous = decodeFormState(request.headers.get('cookie')?.match(new RegExp(`${FORM_STATE_COOKIE}=([^;]+)`))?.[1]) ?? initialActionState;
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_FORM_BYTES || !request.body) return back({ ...previous, submission: previous.submission + 1, fieldErrors: {}, formError: TOO_LARGE });

  let formData: FormData;
  try {
    const limited = new Response(bounded(request.body, MAX_FORM_BYTES), { headers: { 'content-type': request.headers.get('content-type') ?? '' } });
    formData = await limited.formData();
  } catch {
    return back({ ...previous, submission: previous.submission + 1, fieldErrors: {}, formError: TOO_LARGE });
  }
  const sentNext = formData.get('next');
  next = safeNextPath(typeof sentNext === 'string' ? sentNext : undefined);
  const { state, destination } = await processKycForm(previous, formData);
  if (state.receipt) {
    const response = NextResponse.redirect(siteUrl(destination ?? '/kyc'), 303);
    response.cookies.set(formStateCookie('', siteUsesHttps()));
    return response;
  }
  return back(state);
}
