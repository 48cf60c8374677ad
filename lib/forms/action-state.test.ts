import { z } from 'zod';
import { REQUEST_IN_PROGRESS_PROBLEM_TYPE, type Problem } from '@/contract';
import { PlatformProblemError, PlatformUnavailableError } from '@/lib/api/errors';
import {
  fieldErrorsOf,
  fromPlatformError,
  IN_PROGRESS_MESSAGE,
  readValues,
  submitted,
  UNAVAILABLE_MESSAGE,
} from './action-state';

const refusal = (problem: Partial<Problem> & Pick<Problem, 'status'>) =>
  new PlatformProblemError({ type: 'about:blank', title: 'Refused', ...problem });

test('reads the named text fields, a missing one or a file as empty', () => {
  const form = new FormData();
  form.set('email', 'a@example.pk');
  form.set('upload', new Blob(['x']), 'x.txt');
  expect(readValues(form, ['email', 'upload', 'absent'])).toEqual({ email: 'a@example.pk', upload: '', absent: '' });
});

test('a submit keeps what was typed, clears the errors and moves the counter on', () => {
  expect(submitted({ submission: 4 }, { email: 'typed' })).toEqual({
    values: { email: 'typed' },
    fieldErrors: {},
    submission: 5,
  });
});

test('zod issues become the first message per top-level field', () => {
  const schema = z.object({
    name: z.string().min(2, 'Too short').regex(/^A/, 'Starts with A'),
    phone: z.object({ typed: z.string().min(1, 'Enter a phone number') }),
  });
  const result = schema.safeParse({ name: 'x', phone: { typed: '' } });
  expect(result.success).toBe(false);
  if (!result.success)
    expect(fieldErrorsOf(result.error)).toEqual({ name: 'Too short', phone: 'Enter a phone number' });
});

test('an unreachable platform is the one unavailable message', () => {
  expect(fromPlatformError(new PlatformUnavailableError('down'))).toEqual({
    fieldErrors: {},
    formError: UNAVAILABLE_MESSAGE,
  });
});

test('"still being handled" is told by the problem type, not by its English text', () => {
  expect(
    fromPlatformError(refusal({ status: 409, type: REQUEST_IN_PROGRESS_PROBLEM_TYPE, detail: 'Anything at all' })),
  ).toEqual({ fieldErrors: {}, formError: IN_PROGRESS_MESSAGE });
  const duplicate = refusal({ status: 409, detail: 'A request with this key is still being handled.' });
  expect(fromPlatformError(duplicate).formError).toBe('A request with this key is still being handled.');
});

test('too many attempts carries the platform’s wait and marks the state as limited', () => {
  expect(fromPlatformError(refusal({ status: 429, detail: 'Try again in 2 minutes.' }))).toEqual({
    fieldErrors: {},
    formError: 'Too many attempts. Try again in 2 minutes.',
    limited: true,
  });
});

test('field messages go to their fields; fragments get the field’s label and a full stop, sentences stay as they are', () => {
  const problem = refusal({
    status: 422,
    errors: {
      guardianPhone: ['is not a valid phone number'],
      intake: ['is not open'],
      email: ['An account with this e-mail already exists.'],
    },
  });
  expect(fromPlatformError(problem, { intake: 'The intake' })).toEqual({
    fieldErrors: {
      guardianPhone: 'Guardian phone is not a valid phone number.',
      intake: 'The intake is not open.',
      email: 'An account with this e-mail already exists.',
    },
  });
});

test('a refusal without field errors is one form message: the detail, else the title', () => {
  expect(
    fromPlatformError(refusal({ status: 401, detail: 'That e-mail and password do not match an account.' })).formError,
  ).toBe('That e-mail and password do not match an account.');
  expect(fromPlatformError(refusal({ status: 409, title: 'Conflict', errors: {} })).formError).toBe('Conflict');
});

test('anything that is not a platform error is thrown on', () => {
  const bug = new TypeError('a bug');
  expect(() => fromPlatformError(bug)).toThrow(bug);
});
