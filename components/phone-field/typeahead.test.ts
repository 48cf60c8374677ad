import { buildCountryList } from '@/lib/phone';
import { createTypeahead } from './typeahead';

const countries = buildCountryList();
const indexOf = (code: string) => countries.findIndex((c) => c.code === code);
const codeAt = (index: number) => countries[index]?.code;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('keys typed within 700 ms build one search', () => {
  const find = createTypeahead();
  let index = find.find('p', countries, -1);
  jest.advanceTimersByTime(699);
  index = find.find('a', countries, index);
  jest.advanceTimersByTime(699);
  index = find.find('k', countries, index);
  expect(codeAt(index)).toBe('PK');
  expect(find.isActive()).toBe(true);
});

test('after 700 ms of quiet the next key starts a new search', () => {
  const find = createTypeahead();
  let index = find.find('p', countries, -1);
  jest.advanceTimersByTime(700);
  expect(find.isActive()).toBe(false);
  index = find.find('a', countries, index);
  // "a" alone, not "pa": the first country whose name starts with A.
  expect(countries[index]?.name.startsWith('A')).toBe(true);
});

test('a repeated letter cycles through the countries starting with it', () => {
  const find = createTypeahead();
  const first = find.find('z', countries, -1);
  const second = find.find('z', countries, first);
  expect(codeAt(first)).toBe('ZM');
  expect(codeAt(second)).toBe('ZW');
});

test('digits find a dial code, and accents are ignored', () => {
  const find = createTypeahead();
  let index = find.find('9', countries, -1);
  index = find.find('2', countries, index);
  expect(codeAt(index)).toBe('PK');
  jest.advanceTimersByTime(1000);
  index = find.find('c', countries, indexOf('CA'));
  for (const ch of 'ote') index = find.find(ch, countries, index);
  expect(codeAt(index)).toBe('CI');
});

test('no match keeps the current item', () => {
  const find = createTypeahead();
  expect(find.find('#', countries, 5)).toBe(5);
});

test('reset forgets the search at once: the next key, however soon, starts a new one', () => {
  const find = createTypeahead();
  let index = find.find('p', countries, -1);
  index = find.find('a', countries, index);
  expect(find.isActive()).toBe(true);
  find.reset();
  expect(find.isActive()).toBe(false);
  jest.advanceTimersByTime(100);
  index = find.find('i', countries, indexOf('PK'));
  expect(countries[index]?.name.startsWith('I')).toBe(true);
});
