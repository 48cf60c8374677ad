import { optionalPhoneInputSchema, phoneInputSchema, verifyPhone } from './server';

test('the server re-parses what was typed with the posted country', () => {
  expect(phoneInputSchema().parse({ typed: '0300 1234567', country: 'PK' })).toBe('+923001234567');
  expect(phoneInputSchema().parse({ typed: '+44 7400 123456', country: 'PK' })).toBe('+447400123456');
});

test('an invalid number is refused with the human message, whatever country the browser claimed', () => {
  const result = phoneInputSchema().safeParse({ typed: '0300 12', country: 'PK' });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.message).toBe('This phone number is too short: check that no digits are missing.');
  expect(phoneInputSchema().safeParse({ typed: '0300 1234567', country: 'ZZ' }).success).toBe(false);
});

test('required and optional', () => {
  expect(verifyPhone('', 'PK')).toEqual({ ok: false, message: 'Enter a phone number.' });
  expect(optionalPhoneInputSchema().parse({ typed: '  ', country: 'PK' })).toBeUndefined();
  expect(optionalPhoneInputSchema().safeParse({ typed: '12', country: 'PK' }).success).toBe(false);
});
