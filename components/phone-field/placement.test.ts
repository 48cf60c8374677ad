import { choosePlacement } from './placement';

test('opens below when at least 200 px of room remain under the field', () => {
  expect(choosePlacement(500, 800)).toBe('below');
  expect(choosePlacement(600, 800)).toBe('below');
});

test('opens above when less than 200 px remain', () => {
  expect(choosePlacement(601, 800)).toBe('above');
  expect(choosePlacement(750, 800)).toBe('above');
});
