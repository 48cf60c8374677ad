import { scholarshipApplicationInputSchema } from './forms';
import { hasControlCharacters } from './plain-text';

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
  const refused = scholarshipApplicationInputSchema.safeParse({ ...application, school: 'Government\nCollege', statement: `${application.statement}\u0000` });
  expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['school', 'must not contain control characters'],
    ['statement', 'must not contain control characters'],
  ]);
});
