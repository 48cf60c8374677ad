import { slugSchema } from './catalogue';
import { isSlug } from './slug';

test.each([
  'web',
  'data-science-and-analytics',
  'a1',
  'x'.repeat(80),
  '',
  'x'.repeat(81),
  'Web',
  '-web',
  'web-',
  'web--dev',
  '../x',
  'web dev',
  undefined,
  7,
])('the zod-free slug check agrees with slugSchema: %p', (value) => {
  expect(isSlug(value)).toBe(slugSchema.safeParse(value).success);
});
