// The identity form's messages in Urdu: the contract's checks and the platform's photo refusals, with the photo they
// name and the intake's date in Urdu too; English pages get them as they came.
import {
  KYC_DOCUMENT_TYPES,
  KYC_PHOTO_KINDS,
  ageProblem,
  documentProblem,
  kycSubmissionRequestSchema,
  missingPhotoMessage,
} from '@/contract';
import { checkMessageIn } from './_components/check-message';
import { kycCheckMessages, kycMessage, kycStateInLocale } from './kyc-messages';

const DARK = 'The photo of the back of your document is too dark. Take it again in good light.';

test('English pages get the messages as they came', () => {
  expect(kycMessage('en', DARK)).toBe(DARK);
  expect(kycCheckMessages('en', null)).toBeUndefined();
});

test('a photo refused by the platform reads in Urdu, naming the photo in Urdu', () => {
  expect(kycMessage('ur', DARK)).toBe(
    'آپ کی دستاویز کے پچھلے رُخ کی تصویر بہت تاریک ہے۔ اسے اچھی روشنی میں دوبارہ لیں۔',
  );
  expect(kycMessage('ur', missingPhotoMessage('selfie'))).toBe('اپنی سیلفی شامل کریں۔');
  expect(kycMessage('ur', missingPhotoMessage('guardian_document'))).toBe(
    'آپ کے سرپرست کے شناختی کارڈ کی تصویر شامل کریں۔',
  );
});

test('too young for the next intake: the date in Urdu', () => {
  expect(kycMessage('ur', ageProblem('2012-01-01', '2027-01-11') ?? '')).toBe(
    'پہلا سمسٹر شروع ہوتے وقت (11 جنوری، 2027) طالب علم کی عمر کم از کم 16 سال ہونی چاہیے۔ آپ 1 جنوری، 2028 کو 16 سال کے ہوں گے: اس دن یا اس کے بعد شروع ہونے والے داخلے کے لیے آپ اپنی شناخت کی تصدیق کروا سکیں گے۔',
  );
});

test('every message the browser’s own checks can give is in the Urdu table, with no English left', () => {
  const table = kycCheckMessages('ur', '2027-01-11') ?? {};
  // An empty form as the server checks it: the text fields empty, the photos absent.
  const empty = kycSubmissionRequestSchema.safeParse({
    document_type: '',
    document_number: '',
    legal_name: '',
    date_of_birth: '',
  });
  const given = [
    ...(empty.error?.issues.map((issue) => issue.message) ?? []),
    ...KYC_DOCUMENT_TYPES.flatMap((type) => [documentProblem(type, 10), documentProblem(type, 30)]),
    ...KYC_PHOTO_KINDS.map(missingPhotoMessage),
  ].filter((message): message is string => Boolean(message));
  for (const message of given) {
    expect([message, message in table]).toEqual([message, true]);
    expect([message, /[A-Za-z]/.test(table[message] ?? '')]).toEqual([message, false]);
  }
});

test('the too-young message, which names the learner’s own 16th birthday, reads in Urdu in the browser too', () => {
  const table = kycCheckMessages('ur', '2027-01-11');
  const message = ageProblem('2020-03-05', '2027-01-11') ?? '';
  expect(checkMessageIn('ur', table, message, { dateOfBirth: '2020-03-05', intakeStartsOn: '2027-01-11' })).toBe(
    kycMessage('ur', message),
  );
  expect(kycMessage('ur', message)).toContain('5 مارچ، 2036');
  expect(checkMessageIn('en', undefined, message, { dateOfBirth: '2020-03-05', intakeStartsOn: '2027-01-11' })).toBe(
    message,
  );
});

test('a form’s state comes back in Urdu, field and form messages alike', () => {
  const state = kycStateInLocale('ur', {
    fieldErrors: { document_number: 'Enter the 13 digits, like 12345-1234567-1.' },
    formError: 'Your identity is already verified.',
  });
  expect(state).toEqual({
    fieldErrors: { document_number: '13 ہندسے درج کریں، جیسے \u206612345\u20111234567\u20111\u2069۔' },
    formError: 'آپ کی شناخت کی تصدیق پہلے ہی ہو چکی ہے۔',
  });
});
