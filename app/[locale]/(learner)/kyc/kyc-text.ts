// The identity form's words in the page's language, made on the server: the client leaves get plain strings (no
// catalogue reaches the browser). The contract's and the platform's English messages (a field's check, a photo's
// refusal) map through platformText, which writes the intake's date in Urdu; the photo they name then reads in Urdu too.
import 'server-only';
import {
  ADULT_AGE,
  KYC_DOCUMENT_TYPES,
  KYC_PHOTO_KINDS,
  KYC_PHOTO_LABELS,
  KYC_REJECTION_REASONS,
  PRINTABLE_ONLY,
  ageProblem,
  documentProblem,
  eligibilityRule,
  missingPhotoMessage,
  type KycDocumentType,
  type KycPhotoKind,
} from '@/contract';
import { formatDateIn } from '@/lib/format';
import type { ActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import { platformText } from '@/lib/i18n/platform-text';
import { translator } from '@/lib/i18n/translator';
import type { KycText, Marked } from './_components/kyc-text-types';

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
function browserMessages(locale: Locale, intakeStartsOn: string | null): Record<string, string> | undefined {
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
    PRINTABLE_ONLY,
    ...(intakeStartsOn ? [ageProblem(intakeStartsOn, intakeStartsOn) ?? ''] : []),
    ...KYC_DOCUMENT_TYPES.flatMap((type) => [documentProblem(type, 10) ?? '', documentProblem(type, 30) ?? '']),
    ...KYC_PHOTO_KINDS.map(missingPhotoMessage),
  ].filter(Boolean);
  return Object.fromEntries(english.map((message) => [message, kycMessage(locale, message)]));
}

/** A message with hidden parts (`<hidden>…</hidden>`): visible and hidden text in turn, visible first. */
function marked(make: (tags: { hidden: (chunks: string) => string }) => string): Marked {
  return make({ hidden: (chunks) => `\u0000${chunks}\u0000` }).split('\u0000');
}

export function kycText(locale: Locale, intakeStartsOn: string | null): KycText {
  const t = translator(locale, 'kyc');
  const photoText = (kind: KycPhotoKind) => {
    const photo = t(`photo.${kind}.name`);
    return {
      label: t(`photo.${kind}.label`),
      hint: t(`photo.${kind}.hint`),
      take: marked((tags) => t.markup('takePhoto', { photo, ...tags })),
      choose: marked((tags) => t.markup('chooseFile', { photo, ...tags })),
      retake: marked((tags) => t.markup('retake', { photo, ...tags })),
      cancel: marked((tags) => t.markup('cancel', { photo, ...tags })),
      yourPhoto: t('yourPhoto', { photo }),
      announceSending: t('announceSending', { photo }),
      announceReady: t('announceReady', { photo }),
      notSent: t('notSent', { photo }),
      connectionLost: t('connectionLost', { photo }),
    };
  };
  const perDocument = <V>(make: (type: KycDocumentType) => V) =>
    Object.fromEntries(KYC_DOCUMENT_TYPES.map((type) => [type, make(type)])) as Record<KycDocumentType, V>;
  return {
    steps: {
      details: t('steps.details'),
      'document-photos': t('steps.documentPhotos'),
      selfie: t('steps.selfie'),
      review: t('steps.review'),
    },
    stepCount: [1, 2, 3, 4].map((number) => t('stepCount', { number, count: 4 })),
    document: t('document'),
    chooseDocument: t('chooseDocument'),
    documentHint: t('documentHint', { adult: ADULT_AGE }),
    documentName: perDocument((type) => t(`documentName.${type}`)),
    numberLabel: perDocument((type) => t(`numberLabel.${type}`)),
    numberHint: perDocument((type) => t(`numberHint.${type}`)),
    documentNumber: t('documentNumber'),
    anyNumberHint: t('anyNumberHint'),
    guardianNumber: t('guardianNumber'),
    guardianHint: t('guardianHint'),
    guardianHintPlain: t('guardianHintPlain'),
    legalName: t('legalName'),
    legalNameHint: t('legalNameHint'),
    dateOfBirth: t('dateOfBirth'),
    // English keeps the contract's own sentence (the Terms and checkout say the same words).
    dateOfBirthHint:
      locale === 'en'
        ? eligibilityRule(intakeStartsOn)
        : intakeStartsOn
          ? t('eligibilityRuleFor', { date: formatDateIn(locale, intakeStartsOn) })
          : t('eligibilityRule'),
    photos: Object.fromEntries(KYC_PHOTO_KINDS.map((kind) => [kind, photoText(kind)])) as KycText['photos'],
    sendingProgress: t.raw('sendingProgress') as string,
    haveThisPhoto: t('haveThisPhoto'),
    haveThisPhotoReplace: t('haveThisPhotoReplace'),
    uploadCancelled: t('uploadCancelled'),
    continue: t('continue'),
    back: t('back'),
    send: t('send'),
    sending: t('sending'),
    checkAbove: t('checkAbove'),
    privacy: t('privacy'),
    reviewNumber: t('reviewNumber'),
    reviewName: t('reviewName'),
    changeDetails: t('changeDetails'),
    changePhotos: t('changePhotos'),
    changeSelfie: t('changeSelfie'),
    photoAdded: Object.fromEntries(
      KYC_PHOTO_KINDS.map((kind) => [kind, t('photoAdded', { label: t(`photo.${kind}.label`) })]),
    ) as Record<KycPhotoKind, string>,
    photoMissing: Object.fromEntries(
      KYC_PHOTO_KINDS.map((kind) => [kind, t('photoMissing', { label: t(`photo.${kind}.label`) })]),
    ) as Record<KycPhotoKind, string>,
    errorSummaryTitle: translator(locale, 'forms')('errorSummaryTitle'),
    messages: browserMessages(locale, intakeStartsOn),
    status: {
      pendingTitle: t('pendingTitle'),
      pendingBody: t.raw('pendingBody') as string,
      continueWhereYouWere: t('continueWhereYouWere'),
      goToDashboard: t('goToDashboard'),
      approvedTitle: t('approvedTitle'),
      approvedBody: t('approvedBody'),
      rejectedTitle: t('rejectedTitle'),
      rejectedReason: t.raw('rejectedReason') as string,
      rejectedNote: t.raw('rejectedNote') as string,
      submitAgainBelow: t('submitAgainBelow'),
      reasons: Object.fromEntries(
        (Object.keys(KYC_REJECTION_REASONS) as (keyof typeof KYC_REJECTION_REASONS)[]).map((reason) => [
          reason,
          translator(locale, 'dashboard')(`rejectionReason.${reason}`),
        ]),
      ),
      reasonNotGiven: translator(locale, 'dashboard')('reasonNotGiven'),
      documentName: perDocument((type) => t(`documentName.${type}`)),
    },
  };
}
