import { registerRequestSchema } from './auth';
import { scholarshipApplicationInputSchema, supportRequestInputSchema } from './forms';
import {
  hasBidiControls,
  hasControlCharacters,
  NAME_WITHOUT_DIRECTION_CONTROLS,
  NO_DIRECTION_CONTROLS,
} from './plain-text';

test.each([
  ['plain text', 'Ayesha Khan – ایشہ', false, false],
  ['a NUL', 'a\u0000b', true, true],
  ['an escape', 'a\u001bb', true, true],
  ['DEL', 'a\u007fb', true, true],
  ['a C1 control', 'a\u0085b', true, true],
  ['a line break', 'a\r\nb', true, false],
  ['a tab', 'a\tb', true, false],
])('%s: single-line %s, multi-line %s', (_, value, singleLine, multiLine) => {
  expect(hasControlCharacters(value)).toBe(singleLine);
  expect(hasControlCharacters(value, true)).toBe(multiLine);
});

test('the scholarship statement keeps paragraphs but refuses NUL; the school is one line', () => {
  const application = {
    intake: 'autumn-2027',
    programme: 'full-stack-web-development',
    applicantName: 'Bilal Ahmed',
    email: 'bilal@example.pk',
    dateOfBirth: '2000-05-17',
    phone: '+923001234567',
    school: 'Government College',
    city: 'Lahore',
    statement: 'I want to build software for my community.\n\nI have taught myself HTML and some JavaScript.',
  };
  expect(scholarshipApplicationInputSchema.safeParse(application).success).toBe(true);
  const refused = scholarshipApplicationInputSchema.safeParse({
    ...application,
    school: 'Government\nCollege',
    statement: `${application.statement}\u0000`,
  });
  expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['school', 'must not contain control characters'],
    ['statement', 'must not contain control characters'],
  ]);
});

test.each([
  ['a right-to-left override', 'Ayesha\u202Egpj.exe'],
  ['a left-to-right isolate', 'Ayesha \u2066Khan\u2069'],
  ['a right-to-left mark', 'Ayesha\u200FKhan'],
  ['an Arabic letter mark', 'Ayesha\u061CKhan'],
])('names refuse %s, at the name field, on sign-up and on the public forms', (_, name) => {
  const signUp = registerRequestSchema.safeParse({
    full_name: name,
    email: 'ayesha@example.pk',
    password: 'correct horse battery',
  });
  expect(signUp.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['full_name', NAME_WITHOUT_DIRECTION_CONTROLS],
  ]);
  const support = supportRequestInputSchema.safeParse({
    name,
    email: 'ayesha@example.pk',
    phone: '+923001234567',
    topic: 'other',
    message: 'A question about my course.',
  });
  expect(support.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['name', NO_DIRECTION_CONTROLS],
  ]);
});

test('right-to-left names need no controls and stay welcome', () => {
  expect(
    registerRequestSchema.safeParse({
      full_name: 'عائشہ خان',
      email: 'ayesha@example.pk',
      password: 'correct horse battery',
    }).success,
  ).toBe(true);
  expect(hasBidiControls('Ayesha Khan – ایشہ')).toBe(false);
});
