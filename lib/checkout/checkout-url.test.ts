// The checkout's URL state: malformed parts dropped, links built in one order, the enrolment intent read back.
import { checkoutHref, enrollingProgramme, parseCheckoutSearch } from './checkout-url';

test('parses what it can trust and drops the rest', () => {
  expect(
    parseCheckoutSearch({
      programme: 'data-science',
      step: 'method',
      order: 'not-a-uuid',
      intake: ['semester-2', 'x'],
      notice: 'hi',
    }),
  ).toEqual({
    programme: 'data-science',
    step: 'method',
    intake: 'semester-2',
    order: undefined,
    notice: undefined,
  });
  expect(parseCheckoutSearch({ programme: '../etc', step: 'pay' })).toEqual({
    programme: undefined,
    step: undefined,
    intake: undefined,
    order: undefined,
    notice: undefined,
  });
});

test('builds links in a stable order', () => {
  expect(checkoutHref({ step: 'order', programme: 'web', intake: 'semester-2' })).toBe(
    '/checkout?programme=web&intake=semester-2&step=order',
  );
  expect(checkoutHref({})).toBe('/checkout');
});

test('reads the programme being enrolled in from a return path', () => {
  expect(enrollingProgramme('/checkout?programme=full-stack-web-development')).toBe('full-stack-web-development');
  expect(enrollingProgramme('/checkout?programme=BAD')).toBeNull();
  expect(enrollingProgramme('/ur/checkout?programme=full-stack-web-development')).toBe('full-stack-web-development');
  expect(enrollingProgramme('/ur/user-dashboard?programme=full-stack-web-development')).toBeNull();
  expect(enrollingProgramme('/user-dashboard?programme=web')).toBeNull();
  expect(enrollingProgramme(null)).toBeNull();
});
