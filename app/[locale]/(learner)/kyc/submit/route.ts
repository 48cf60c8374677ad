// POST /kyc/submit (and /ur/kyc/submit) – the identity form sent without JavaScript (multipart, with the photos as files). Before a byte of
// the body is read, the request must come from this site (Origin is SITE_URL's) with a session the platform accepts,
// and only MAX_RUNNING such forms are read at once per instance, one of them per learner; a body slower than the
// photos' minimum rate is stopped, so a trickling sender gives its place back. The body is then streamed: each photo goes on to the
// platform as it arrives, one at a time, never held here whole; the text fields are collected. Answers with a
// redirect (to SITE_URL, never to the request's own idea of its host): to `next` once stored, else back to the form's
// page (/kyc or /ur/kyc, the address's language) with the form's state, its messages in that language.
import { NextResponse } from 'next/server';
import { KYC_PHOTO_KINDS, type KycPhotoKind } from '@/contract';
import { UPLOAD_MINIMUM_RATE } from '@/contract/minimum-rate';
import { isSameOrigin } from '@/lib/api/same-origin';
import { safeNextPath } from '@/lib/auth/safe-next';
import { siteUrl, siteUsesHttps } from '@/lib/config';
import { initialActionState } from '@/lib/forms/action-state';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import {
  decodeFormState,
  encodeFormState,
  FORM_STATE_COOKIE,
  formStateCookie,
  RETURNED_QUERY,
} from '../form-state-cookie';
import { KYC_FORM_FIELDS, sendPhoto, submitKycForm, type KycFormState } from '../kyc-submission';
import { kycStateInLocale } from '../kyc-messages';
import { verifiedAccessToken } from '@/lib/session/verified-access-token';
import { PHOTO_PART_BYTES, streamMultipart, UNREADABLE_FORM, unreadFormReason } from '@/lib/forms/stream-multipart';

export const dynamic = 'force-dynamic';

/** Four photos of at most 10 MB and the text fields. */
const MAX_FORM_BYTES = 41 * 1024 * 1024;
/** Forms read at once by this instance: each holds at most one photo on its way to the platform. */
const MAX_RUNNING = 4;
let running = 0;
/** Forms being read per learner (account id): one, so a single learner cannot take every place. */
const runningFor = new Set<string>();

const TOO_LARGE =
  'The photos together are too large (at most 10 MB each). Choose smaller photos and send the form again.';
const BUSY = 'Many identity forms are being sent right now, so yours was not read. Wait a minute, then send it again.';
const ALREADY_SENDING =
  'Your identity form is already being sent, so this copy was not read. Wait until it has arrived, then look at the form again.';
const TOO_SLOW =
  'Your form arrived too slowly and was stopped. Send it again where the connection is better, or choose smaller photos.';
const UNAVAILABLE = 'Your form could not be sent right now, so it was not read. Try again in a minute.';

const photoKindOf = (field: string): KycPhotoKind | undefined =>
  KYC_PHOTO_KINDS.find((kind) => `${kind}_file` === field);
const formFields = (fields: Record<string, string>) =>
  Object.fromEntries(KYC_FORM_FIELDS.flatMap((name) => (name in fields ? [[name, fields[name] ?? '']] : [])));

function previousState(request: Request): KycFormState {
  const raw = request.headers.get('cookie')?.match(new RegExp(`${FORM_STATE_COOKIE}=([^;]+)`))?.[1];
  return decodeFormState(raw) ?? initialActionState;
}

function backToForm(
  locale: Locale,
  state: KycFormState,
  next: string | null,
  headers: Record<string, string> = {},
): Response {
  const query = new URLSearchParams({ form: RETURNED_QUERY, ...(next ? { next } : {}) });
  const response = NextResponse.redirect(siteUrl(localePath(locale, `/kyc?${query}`)), { status: 303, headers });
  response.cookies.set(formStateCookie(encodeFormState(kycStateInLocale(locale, state)), siteUsesHttps(), locale));
  return response;
}

/** The form read as it streams in, each photo sent on in turn: the fields, the accepted photos' ids and refusals. */
async function readForm(body: ReadableStream<Uint8Array>, contentType: string, accessToken: string) {
  const photoIds: Record<string, string> = {};
  const photoErrors: Record<string, string> = {};
  // The platform takes a learner's photos a couple at a time: send them one after another, reading on as each ends.
  let queue: Promise<unknown> = Promise.resolve();
  const fields = await streamMultipart(
    body,
    contentType,
    {
      fields: KYC_FORM_FIELDS.length + 4,
      fieldSize: 1024,
      files: KYC_PHOTO_KINDS.length,
      fileSize: PHOTO_PART_BYTES,
      totalBytes: MAX_FORM_BYTES,
      minimumRate: UPLOAD_MINIMUM_RATE,
    },
    (name, file, mimeType) => {
      const kind = photoKindOf(name);
      if (!kind) return Promise.resolve();
      const sent = queue.then(async () => {
        const outcome = await sendPhoto(accessToken, kind, file, mimeType);
        if ('id' in outcome) photoIds[kind] = outcome.id;
        else photoErrors[kind] = outcome.error;
      });
      queue = sent;
      return sent;
    },
  );
  return { fields: formFields(fields), photoIds, photoErrors };
}

export async function POST(request: Request, { params }: { params: LocaleParams }): Promise<Response> {
  if (!isSameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const locale = await pageLocale(params);
  const previous = previousState(request);
  const refused = (formError: string, headers?: Record<string, string>) =>
    backToForm(locale, { ...previous, submission: previous.submission + 1, fieldErrors: {}, formError }, null, headers);

  const session = await verifiedAccessToken();
  if (session === 'unavailable') return refused(UNAVAILABLE, { 'retry-after': '60' });
  if (!session)
    return NextResponse.redirect(
      siteUrl(`${localePath(locale, '/login')}?next=${encodeURIComponent(localePath(locale, '/kyc'))}`),
      303,
    );
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_FORM_BYTES || !request.body) return refused(TOO_LARGE);
  if (runningFor.has(session.learnerId)) return refused(ALREADY_SENDING, { 'retry-after': '60' });
  if (running >= MAX_RUNNING) return refused(BUSY, { 'retry-after': '60' });

  running += 1;
  runningFor.add(session.learnerId);
  try {
    const { fields, photoIds, photoErrors } = await readForm(
      request.body,
      request.headers.get('content-type') ?? '',
      session.accessToken,
    );
    const next = safeNextPath(fields.next);
    const { state, destination } = await submitKycForm(
      previous,
      { ...fields, ...photoIds },
      photoErrors,
      session.accessToken,
    );
    if (!state.receipt) return backToForm(locale, state, next);
    const response = NextResponse.redirect(siteUrl(destination ?? localePath(locale, '/kyc')), 303);
    response.cookies.set(formStateCookie('', siteUsesHttps(), locale));
    return response;
  } catch (error) {
    const reason = unreadFormReason(error);
    if (!reason) throw error;
    return refused({ 'too-large': TOO_LARGE, 'too-slow': TOO_SLOW, unreadable: UNREADABLE_FORM }[reason]);
  } finally {
    running -= 1;
    runningFor.delete(session.learnerId);
  }
}
