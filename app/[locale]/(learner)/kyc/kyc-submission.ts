// What happens to a sent identity form, with or without JavaScript. With JavaScript the photos are already
// uploaded (their ids come in hidden fields); without it they arrive as files and are sent to the platform first,
// one at a time. Then the details are checked with the contract's schema and submitted with the render's
// Idempotency-Key. A photo accepted once is kept (its id comes back in the values) whatever else needs fixing.
import 'server-only';
import {
  DAY_MONTH_YEAR,
  KYC_PHOTO_KINDS,
  dayMonthYear,
  kycSubmissionRequestSchema,
  type KycPhotoKind,
  type KycSubmissionSummary,
} from '@/contract';
import { PlatformProblemError } from '@/lib/api/errors';
import { submitKyc, uploadKycPhoto } from '@/lib/api/kyc';
import { getCurrentUser } from '@/lib/auth/auth-api';
import { safeNextPath } from '@/lib/auth/safe-next';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { freshAccessToken } from '@/lib/session/fresh-access-token';
import { writeServerSession } from '@/lib/session/server-session';

export type KycFormState = ActionState<KycSubmissionSummary>;

const TEXT_FIELDS = [
  'document_type',
  'document_number',
  'guardian_document_number',
  'legal_name',
  'date_of_birth',
  ...KYC_PHOTO_KINDS,
] as const;
/** Every text field the form sends: what the learner typed, the accepted photos' ids, and the hidden key and `next`. */
export const KYC_FORM_FIELDS = [...TEXT_FIELDS, 'idempotencyKey', 'next'] as const;
const SESSION_ENDED =
  'Your session has ended. Sign in again in a new tab, then send this form again: nothing you typed is lost.';
const MISSING_KEY = 'The form has expired: reload the page and send it again.';

/** One photo sent on to the platform: its id once accepted, else the message to show at its field. */
export async function sendPhoto(
  accessToken: string,
  kind: KycPhotoKind,
  body: ReadableStream<Uint8Array> | Uint8Array,
  contentType: string,
): Promise<{ id: string } | { error: string }> {
  try {
    return { id: (await uploadKycPhoto(accessToken, kind, body, contentType || 'application/octet-stream')).id };
  } catch (error) {
    const refusal = fromPlatformError(error);
    return { error: refusal.fieldErrors[kind] ?? refusal.formError ?? 'This photo could not be sent. Try again.' };
  }
}

/** The file parts of a form the server action received, uploaded in turn; each accepted photo's id replaces the old one. */
async function uploadFiles(
  accessToken: string,
  formData: FormData,
  values: Record<string, string>,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const kind of KYC_PHOTO_KINDS) {
    const file = formData.get(`${kind}_file`);
    if (!(file instanceof Blob) || file.size === 0) continue;
    const sent = await sendPhoto(accessToken, kind, new Uint8Array(await file.arrayBuffer()), file.type);
    if ('id' in sent) values[kind] = sent.id;
    else errors[kind] = sent.error;
  }
  return errors;
}

const optional = (value: string | undefined) => (!value || value.trim() === '' ? undefined : value);

/** The form's new state, and where to go when it was stored and the learner came from somewhere (`next`). */
export async function processKycForm(
  previous: { submission: number },
  formData: FormData,
): Promise<{ state: KycFormState; destination: string | null }> {
  const accessToken = await freshAccessToken();
  if (!accessToken)
    return {
      state: { ...submitted(previous, readValues(formData, TEXT_FIELDS)), formError: SESSION_ENDED },
      destination: null,
    };
  const photoIds: Record<string, string> = {};
  const photoErrors = await uploadFiles(accessToken, formData, photoIds);
  return submitKycForm(previous, { ...readValues(formData, KYC_FORM_FIELDS), ...photoIds }, photoErrors, accessToken);
}

/**
 * The form's fields (photos already sent: their ids among the values, refusals in `photoErrors`) checked with the
 * contract's schema and submitted with the render's Idempotency-Key, for the learner whose token this is.
 */
export async function submitKycForm(
  previous: { submission: number },
  sent: Record<string, string>,
  photoErrors: Record<string, string>,
  accessToken: string,
): Promise<{ state: KycFormState; destination: string | null }> {
  const { idempotencyKey = '', next, ...values } = sent;
  const state: KycFormState = submitted(previous, values);
  const refused = (patch: Partial<KycFormState>) => ({ state: { ...state, ...patch }, destination: null });

  // The date as typed stays in the form's values; the platform gets the ISO date it names (contract/typed-date.ts).
  const typedBirth = state.values.date_of_birth?.trim() ?? '';
  const parsed = kycSubmissionRequestSchema.safeParse({
    ...state.values,
    date_of_birth: dayMonthYear(typedBirth) ?? typedBirth,
    guardian_document_number: optional(state.values.guardian_document_number),
    ...Object.fromEntries(KYC_PHOTO_KINDS.map((kind: KycPhotoKind) => [kind, optional(state.values[kind])])),
  });
  const birthError: Record<string, string> =
    typedBirth && !dayMonthYear(typedBirth) ? { date_of_birth: DAY_MONTH_YEAR } : {};
  if (!parsed.success || Object.keys(photoErrors).length > 0)
    return refused({
      fieldErrors: { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...birthError, ...photoErrors },
    });
  if (!/^[0-9a-f-]{36}$/i.test(idempotencyKey)) return refused({ formError: MISSING_KEY });

  let summary: KycSubmissionSummary;
  try {
    summary = await submitKyc(accessToken, parsed.data, idempotencyKey);
  } catch (error) {
    if (error instanceof PlatformProblemError && error.status === 401) return refused({ formError: SESSION_ENDED });
    return refused(fromPlatformError(error));
  }
  // has_submitted_kyc is true from now on: the session's user (the user_data cookie) says so at once.
  const user = await getCurrentUser(accessToken).catch(() => null);
  if (user) await writeServerSession((store) => store.refreshTokens({ user }));
  return { state: { ...state, values: {}, receipt: summary }, destination: safeNextPath(next) };
}
