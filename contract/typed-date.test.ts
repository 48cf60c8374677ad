// Day first, as Pakistan writes dates: 12041998 is 12 April 1998, whatever the browser's language.
import { dayMonthYear } from './typed-date';

test('day/month/year in the ways people type it, and ISO', () => {
  for (const typed of ['12041998', '12/04/1998', '12-04-1998', '12.04.1998', '12/4/1998', ' 12/04/1998 ', '1998-04-12'])
    expect([typed, dayMonthYear(typed)]).toEqual([typed, '1998-04-12']);
});

test('no such date, or not a date', () => {
  for (const typed of [
    '31/02/2007',
    '29/02/2007',
    '00/01/2007',
    '12/13/1998',
    '1998/04/12',
    '04121998x',
    '',
    'someday',
  ])
    expect([typed, dayMonthYear(typed)]).toEqual([typed, null]);
  expect(dayMonthYear('29/02/2008')).toBe('2008-02-29');
});
