import { translations as enTranslations } from '@zxcvbn-ts/language-en';
import {
  ageProblem,
  changePasswordRequestSchema,
  closeAccountSchema,
  EMAIL_CHANGE_ACCEPTED_MESSAGE,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  emailLanguageUpdateSchema,
  INVALID_CODE_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  loginRequestSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
  recoveryCodeRequestSchema,
  REGISTRATION_ACCEPTED_MESSAGE,
  registerRequestSchema,
  registrationConfirmSchema,
  TOO_YOUNG_FOR_INTAKE,
} from '@/contract';
import { verifyPhone } from '@/lib/phone/server';
import { judgePassword } from '@/contract/password-strength';
import { IN_PROGRESS_MESSAGE, UNAVAILABLE_MESSAGE } from '@/lib/forms/action-state';
import en from '@/messages/en.json';
import { passwordAdviceTable, platformText } from './platform-text';

// As platform/http/errors.ts's waitInMinutes writes a 429's detail (the client may not import the platform's code).
const waitInMinutes = (minutes: number) => `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/** Urdu with no English sentence left in it (the e-mail example and isolated Latin words aside). */
const isUrdu = (text: string) => /[\u0600-\u06FF]/.test(text) && !/\b(?:the|and|your|is|are|to)\b/i.test(text);

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

test('English pages get the text as it came', () => {
  expect(platformText('en', INVALID_CREDENTIALS_MESSAGE)).toBe(INVALID_CREDENTIALS_MESSAGE);
});

test('every message the sign-in, sign-up and recovery schemas give is Urdu on an Urdu page', () => {
  const long = 'x'.repeat(300);
  const messages = new Set([
    ...messagesOf(loginRequestSchema.safeParse({ email: '', password: '' })),
    ...messagesOf(loginRequestSchema.safeParse({ email: `${long}@example.com`, password: long })),
    ...messagesOf(recoveryCodeRequestSchema.safeParse({ email: 'not an address' })),
    ...messagesOf(passwordResetRequestSchema.safeParse({ email: 'a@example.com', code: '12', new_password: 'short' })),
    ...messagesOf(passwordResetRequestSchema.safeParse({ email: 'a@example.com', code: '123456', new_password: long })),
    ...messagesOf(
      registerRequestSchema.safeParse({ full_name: '', email: '', password: '', phone: '0300', country: 'x' }),
    ),
    ...messagesOf(registerRequestSchema.safeParse({ full_name: 'A\u202eB', email: 'a@example.com', password: long })),
    ...messagesOf(registerRequestSchema.safeParse({ full_name: 'A\u0007B', email: 'a@example.com', password: long })),
    ...messagesOf(registrationConfirmSchema.safeParse({ registration_id: 'x', email: 'a@example.com', code: '1' })),
    ...['', 'abc', '03', '0300 1234567 1234567 12', '+999 1234'].map((typed) => {
      const verdict = verifyPhone(typed, typed.startsWith('+') ? undefined : 'PK');
      return verdict.ok ? '' : verdict.message;
    }),
    ...[verifyPhone('0300', undefined), verifyPhone('1234567', 'PK')].map((verdict) =>
      verdict.ok ? '' : verdict.message,
    ),
    REGISTRATION_ACCEPTED_MESSAGE,
  ]);
  messages.delete('');
  expect(messages.size).toBeGreaterThanOrEqual(16);
  for (const message of messages) expect([message, isUrdu(platformText('ur', message))]).toEqual([message, true]);
});

test("the platform's refusals and the form's own notices are Urdu too", () => {
  for (const message of [
    INVALID_CREDENTIALS_MESSAGE,
    INVALID_CODE_MESSAGE,
    UNAVAILABLE_MESSAGE,
    IN_PROGRESS_MESSAGE,
    `Too many attempts. ${waitInMinutes(10)}`,
    `Too many attempts. ${waitInMinutes(1)}`,
  ])
    expect([message, isUrdu(platformText('ur', message))]).toEqual([message, true]);
});

test('a withdrawal the platform refuses, and the form’s own checks, read in Urdu with the semester and date kept', () => {
  // As platform/services/semesters/withdrawals.ts writes them.
  expect(platformText('ur', 'You have already withdrawn from Full-Stack Web Development.')).toBe(
    'آپ Full-Stack Web Development سے پہلے ہی دستبردار ہو چکے ہیں۔',
  );
  expect(
    platformText(
      'ur',
      'The first 14 days of semester 2 ended on 24 May 2027: under the Terms there is no refund after that. Contact support to stop.',
    ),
  ).toBe(
    'سمسٹر 2 کے پہلے 14 دن 24 مئی، 2027 کو ختم ہو گئے: شرائط کے مطابق اس کے بعد رقم واپس نہیں ہوتی۔ رکنے کے لیے مدد سے رابطہ کریں۔',
  );
  for (const message of [
    'Semester 3 is not paid: there is nothing to refund. To stop, simply do not pay for it.',
    'Semester 2 was not paid online: contact support to withdraw.',
    'Tick the box to confirm that you want to withdraw.',
    'This form has expired: reload the page and try again.',
  ])
    expect([message, isUrdu(platformText('ur', message))]).toEqual([message, true]);
});

test('too young at checkout: the platform’s sentence, then the contract’s two, all Urdu with the date in Urdu', () => {
  // As platform/services/kyc/eligibility.ts writes it when an order or a payment is refused.
  const refusal = `${TOO_YOUNG_FOR_INTAKE} ${ageProblem('2012-01-01', '2027-01-11')}`;
  expect(platformText('ur', refusal)).toBe(
    'آپ کی شناخت کی تصدیق میں دی گئی تاریخِ پیدائش کے مطابق آپ کی عمر اس داخلے کے لیے کم ہے۔ پہلا سمسٹر شروع ہوتے وقت (11 جنوری، 2027) طالب علم کی عمر کم از کم 16 سال ہونی چاہیے۔ آپ 1 جنوری، 2028 کو 16 سال کے ہوں گے: اس دن یا اس کے بعد شروع ہونے والے داخلے کے لیے آپ اپنی شناخت کی تصدیق کروا سکیں گے۔',
  );
  expect(platformText('en', refusal)).toBe(refusal);
});

test('a date the table cannot read as a day stays as it came', () => {
  expect(
    platformText(
      'ur',
      'The first 14 days of semester 2 ended on 2027-02-31: under the Terms there is no refund after that. Contact support to stop.',
    ),
  ).toContain(' 2027-02-31 ');
  expect(
    platformText('ur', ageProblem('2012-01-01', '2027-01-11')?.replace('11 January', '31 February') ?? ''),
  ).toContain('(31 February 2027)');
});

test('a value in a sentence is carried over: the minutes to wait, the characters allowed', () => {
  expect(platformText('ur', waitInMinutes(10))).toBe('10 منٹ بعد دوبارہ کوشش کریں۔');
  expect(platformText('ur', 'Use at most 254 characters.')).toBe('زیادہ سے زیادہ 254 حروف استعمال کریں۔');
});

test('a sentence the table does not know stays as it came, beside the ones it knows', () => {
  expect(platformText('ur', 'Something new happened.')).toBe('Something new happened.');
  expect(platformText('ur', 'Too many attempts. Something new happened.')).toBe(
    'بہت زیادہ کوششیں ہو چکی ہیں۔ Something new happened.',
  );
});

test("the advice table holds every warning and suggestion zxcvbn-ts may give, in zxcvbn's own English", () => {
  const english = [...Object.values(enTranslations.warnings), ...Object.values(enTranslations.suggestions)].sort();
  expect(Object.values(en.passwordAdvice).sort()).toEqual(english);
});

test("a weak password's advice, as the platform sends it, reads in Urdu whole", () => {
  const table = passwordAdviceTable('ur') ?? {};
  for (const password of ['password123', 'qwertyuiop', 'aaaaaaaaaaaa', 'Ayesha2001!', '1234567890']) {
    const { advice } = judgePassword(password, { fullName: 'Ayesha Khan' });
    expect(advice).not.toBe('');
    expect([advice, isUrdu(platformText('ur', advice))]).toEqual([advice, true]);
    for (const sentence of advice.split(/(?<=[.!?])\s+/)) expect(table[sentence]).toBeDefined();
  }
  expect(passwordAdviceTable('en')).toBeUndefined();
});

test('the account pages’ refusals and notices read in Urdu: the contract’s own and the platform’s', () => {
  const messages = (
    schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
    value: unknown,
  ) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
  for (const message of [
    ...messages(profileUpdateSchema, { full_name: ' ', phone: '0300', country: 'pk' }),
    ...messages(changePasswordRequestSchema, { current_password: '', new_password: 'short' }),
    ...messages(emailChangeRequestSchema, { new_email: 'nope', current_password: '' }),
    ...messages(emailChangeConfirmSchema, { change_id: 'x', code: '12' }),
    ...messages(closeAccountSchema, { password: '' }),
    ...messages(emailLanguageUpdateSchema, { language: 'fr' }),
    EMAIL_CHANGE_ACCEPTED_MESSAGE,
    // As platform/services/account/*.ts and auth/accounts.ts write them.
    'That is not your password.',
    'That is not your current password.',
    'That is already your e-mail address. Enter the new one.',
    'Another account uses that address now. Nothing was changed.',
  ])
    expect([message, isUrdu(platformText('ur', message))]).toEqual([message, true]);
});

test('the support and scholarship forms’ refusals from the platform read in Urdu', () => {
  // As platform/services/forms/scholarship.ts writes them, with the form's label in front (fromPlatformError).
  for (const message of [
    'Intake is not an upcoming intake.',
    'Intake is not open for applications (closed).',
    'Intake is not open for applications (upcoming).',
    'Programme is not one of our programmes.',
    'Programme is not open for enrolment right now: choose another programme.',
    'Date of birth must be in the past.',
    'Date of birth must be a real date of birth.',
    'Date of birth shows you are under 16: applicants must be 16 or over on the day they apply.',
    'Phone number is not a valid phone number.',
    'Guardian’s phone number is not a valid phone number.',
    'Guardian’s name is required for applicants under 18.',
    'Guardian’s phone number is required for applicants under 18.',
    'You have already applied for this intake with this e-mail address. We will be in touch.',
    'The form has expired: reload the page and send it again.',
  ])
    expect([message, isUrdu(platformText('ur', message))]).toEqual([message, true]);
  expect(
    platformText('ur', 'Date of birth shows you are under 16: applicants must be 16 or over on the day they apply.'),
  ).toBe(
    'تاریخِ پیدائش کے مطابق آپ کی عمر 16 سال سے کم ہے: درخواست کے دن امیدوار کی عمر 16 سال یا اس سے زیادہ ہونی چاہیے۔',
  );
});
