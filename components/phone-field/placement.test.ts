import { choosePlacement } from './placement';

test('opens below when more than 200 px of room remain under the field', () => {
  expect(choosePlacement(500, 800)).toBe('below');
  expect(choosePlacement(599, 800)).toBe('below');
});

test('opens above when 200 px or less remain', () => {
  expect(choosePlacement(600, 800)).toBe('above');
  expect(choosePlacement(750, 800)).toBe('above');
});
