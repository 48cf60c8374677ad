// The identity form's messages from the contract and the platform, which speak English (a field's check, a photo's
// refusal), in the page's language: they map through platformText, which writes the intake's date in Urdu; the photo
// they name then reads in Urdu too. The form's own words are the catalogue's (useTranslations in its components).
import 'server-only';
import {
  DAY_MONTH_YEAR,
  KYC_DOCUMENT_TYPES,
  KYC_PHOTO_KINDS,
  KYC_PHOTO_LABELS,
  PRINTABLE_ONLY,
  ageProblem,
  documentProblem,
  missingPhotoMessage,
  oldEnoughOn,
} from '@/contract';
import { formatDateIn } from '@/lib/format';
import type { ActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import { platformText } from '@/lib/i18n/platform-text';
import { translator } from '@/lib/i18n/translator';
import { TOO_YOUNG_TEMPLATE } from './_components/check-message';

/** One message of the contract or the platform about the identity form, in `locale`. */
export function kycMessage(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const t = translator(locale, 'kyc');
  // The photo a message names ("the front of your document") comes over in English: it reads in Urdu too.
  return KYC_PHOTO_KINDS.reduce(
    (message, kind) => message.replaceAll(KYC_PHOTO_LABELS[kind], t(`photo.${kind}.name`)),
    platformText(locale, text),
  );
}

/** A form's state with its messages in `locale`. */
export function kycStateInLocale<State extends Pick<ActionState<unknown>, 'fieldErrors' | 'formError'>>(
  locale: Locale,
  state: State,
): State {
  if (locale === 'en') return state;
  return {
    ...state,
    fieldErrors: Object.fromEntries(
      Object.entries(state.fieldErrors).map(([field, message]) => [field, kycMessage(locale, message)]),
    ),
    ...(state.formError === undefined ? {} : { formError: kycMessage(locale, state.formError) }),
  };
}

/** Every message the form's own checks can give in the browser, English → `locale` (none on English pages). */
export function kycCheckMessages(locale: Locale, intakeStartsOn: string | null): Record<string, string> | undefined {
  if (locale === 'en') return undefined;
  const english = [
    'Choose the document you will use.',
    'Enter the document number.',
    'Enter the 13 digits, like 12345-1234567-1.',
    'Enter 6 to 9 letters and digits, as printed on the photo page.',
    "Enter your guardian's CNIC number.",
    'Enter your name exactly as it is on the document.',
    'Use at most 20 characters.',
    'Use at most 100 characters.',
    'Use letters, spaces, dots, apostrophes and hyphens only, as on the document.',
    'Enter your date of birth.',
    DAY_MONTH_YEAR,
    PRINTABLE_ONLY,
    ...KYC_DOCUMENT_TYPES.flatMap((type) => [documentProblem(type, 10) ?? '', documentProblem(type, 30) ?? '']),
    ...KYC_PHOTO_KINDS.map(missingPhotoMessage),
  ].filter(Boolean);
  const table = Object.fromEntries(english.map((message) => [message, kycMessage(locale, message)]));
  if (!intakeStartsOn) return table;
  // Someone born on the intake's first day, their 16th birthday then left as {birthday} for the browser to fill.
  const tooYoung = kycMessage(locale, ageProblem(intakeStartsOn, intakeStartsOn) ?? '');
  const birthday = formatDateIn(locale, oldEnoughOn(intakeStartsOn));
  return { ...table, [TOO_YOUNG_TEMPLATE]: tooYoung.replace(birthday, '{birthday}') };
}
