// POST /checkout/transfer (and /ur/…) – the bank transfer's form, with or without JavaScript: the transaction id and
// the receipt screenshot as a multipart post. Nothing of the body is read until the request comes from this site with
// a session the platform accepts; then it is streamed (lib/forms/stream-multipart.ts), the screenshot going on to
// the platform's photo pipeline as it arrives (per-learner limits, minimum rate, re-encoding), never held here whole.
// Server actions therefore never carry a file, and keep Next's 1 MB body limit. Answers with a redirect: to the
// result once sent, else back to the transfer step with the form's state (lib/forms/form-state-cookie.ts).
import { NextResponse } from 'next/server';
import { UPLOAD_MINIMUM_RATE } from '@/contract/minimum-rate';
import { sendTransfer, uploadTransferReceipt } from '@/lib/api/checkout';
import { isSameOrigin } from '@/lib/api/same-origin';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { siteUrl, siteUsesHttps } from '@/lib/config';
import { fromPlatformError, UNAVAILABLE_MESSAGE, type ActionState } from '@/lib/forms/action-state';
import { inLocale } from '@/lib/forms/form-locale';
import { decodeFormState, encodeFormState, formStateCookie, RETURNED_QUERY } from '@/lib/forms/form-state-cookie';
import { PHOTO_PART_BYTES, streamMultipart, UNREADABLE_FORM, unreadFormReason } from '@/lib/forms/stream-multipart';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { COOKIES } from '@/lib/session/cookie-definitions';
import { verifiedAccessToken } from '@/lib/session/verified-access-token';
import {
  checkTransferForm,
  MISSING_RECEIPT,
  orderOf,
  RECEIPT_FIELD,
  RECEIPT_TOO_LARGE,
  TRANSFER_FORM_FIELDS,
  transferState,
} from '../transfer-submission';

export const dynamic = 'force-dynamic';

/** The screenshot and the text fields. */
const MAX_FORM_BYTES = 11 * 1024 * 1024;
const RECEIPT_LABELS = { transaction_id: 'The transaction id', receipt: 'The screenshot' };
const COOKIE = COOKIES.transferFormState;

const stepHref = (locale: Locale, order: string | undefined, step: 'transfer' | 'result') =>
  localePath(locale, checkoutHref({ order, step }));

function previousSubmission(request: Request): number {
  const raw = request.headers.get('cookie')?.match(new RegExp(`${COOKIE.name}=([^;]+)`))?.[1];
  return decodeFormState(raw)?.submission ?? 0;
}

/** Back to the transfer step (the order's, when the form named one) with the form's state, in its language. */
function backToForm(locale: Locale, order: string | undefined, state: ActionState): Response {
  const response = NextResponse.redirect(siteUrl(`${stepHref(locale, order, 'transfer')}&form=${RETURNED_QUERY}`), 303);
  response.cookies.set(formStateCookie(COOKIE, encodeFormState(inLocale(locale, state)), siteUsesHttps(), locale));
  return response;
}

/**
 * The form read as it streams in. The screenshot is sent on only when the fields before it (the form puts them first)
 * are right, so a mistake costs no upload; otherwise its bytes are dropped as they come.
 */
async function readForm(body: ReadableStream<Uint8Array>, contentType: string, accessToken: string) {
  let receiptAttached = false;
  let receiptError: string | undefined;
  const fields = await streamMultipart(
    body,
    contentType,
    {
      fields: TRANSFER_FORM_FIELDS.length,
      fieldSize: 1024,
      files: 1,
      fileSize: PHOTO_PART_BYTES,
      totalBytes: MAX_FORM_BYTES,
      minimumRate: UPLOAD_MINIMUM_RATE,
    },
    async (name, file, mimeType, fieldsBefore) => {
      if (name !== RECEIPT_FIELD) return;
      receiptAttached = true;
      const { form } = checkTransferForm(fieldsBefore);
      if (!form) return;
      try {
        await uploadTransferReceipt(accessToken, form.payment, file, mimeType || 'application/octet-stream');
      } catch (error) {
        receiptError = fromPlatformError(error, RECEIPT_LABELS).fieldErrors.receipt ?? RECEIPT_TOO_LARGE;
      }
    },
  );
  return { fields, receiptAttached, receiptError };
}

export async function POST(request: Request, { params }: { params: LocaleParams }): Promise<Response> {
  if (!isSameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const locale = await pageLocale(params);
  const previous = { submission: previousSubmission(request) };
  const session = await verifiedAccessToken();
  if (session === 'unavailable')
    return backToForm(locale, undefined, { ...transferState(previous, {}), formError: UNAVAILABLE_MESSAGE });
  if (!session)
    return NextResponse.redirect(
      siteUrl(`${localePath(locale, '/login')}?next=${encodeURIComponent(localePath(locale, '/checkout'))}`),
      303,
    );
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_FORM_BYTES || !request.body)
    return backToForm(locale, undefined, {
      ...transferState(previous, {}),
      fieldErrors: { receipt: RECEIPT_TOO_LARGE },
    });

  let read: Awaited<ReturnType<typeof readForm>>;
  try {
    read = await readForm(request.body, request.headers.get('content-type') ?? '', session.accessToken);
  } catch (error) {
    const reason = unreadFormReason(error);
    if (reason === 'too-large')
      return backToForm(locale, undefined, {
        ...transferState(previous, {}),
        fieldErrors: { receipt: RECEIPT_TOO_LARGE },
      });
    // A body slower than the photos' minimum rate was stopped part-way: to the sender, it arrived incomplete.
    if (reason) return backToForm(locale, undefined, { ...transferState(previous, {}), formError: UNREADABLE_FORM });
    throw error;
  }
  const { fields, receiptAttached, receiptError } = read;
  const order = orderOf(fields);
  const state = transferState(previous, fields);
  const { form, fieldErrors } = checkTransferForm(fields);
  const errors: Record<string, string> = { ...fieldErrors };
  // Said with the other mistakes rather than after them (the platform checks it too, when the id is right).
  if (receiptError) errors.receipt = receiptError;
  else if (!receiptAttached && fields.receiptStored !== 'true') errors.receipt = MISSING_RECEIPT;
  if (!form || Object.keys(errors).length > 0) return backToForm(locale, order, { ...state, fieldErrors: errors });
  try {
    await sendTransfer(session.accessToken, form.payment, form.transaction_id, form.idempotencyKey);
  } catch (error) {
    return backToForm(locale, order, { ...state, ...fromPlatformError(error, RECEIPT_LABELS) });
  }
  const response = NextResponse.redirect(siteUrl(stepHref(locale, form.order, 'result')), 303);
  response.cookies.set(formStateCookie(COOKIE, '', siteUsesHttps(), locale));
  return response;
}
