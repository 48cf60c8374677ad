import type { Term } from '@/contract';
import { plannedTermText, studyPlan } from './study-plan';

const term = (slug: string, startsOn: string): Term => ({
  slug,
  name: slug,
  startsOn,
  endsOn: startsOn,
  status: 'upcoming',
  untranslated: [],
});

test('semester 1 is taught in the next intake and each later semester in the term after', () => {
  const terms = [
    term('spring-2027', '2027-01-11'),
    term('summer-2027', '2027-05-10'),
    term('autumn-2027', '2027-09-13'),
  ];
  const plan = studyPlan(
    [
      { number: 2, name: 'Core Skills', untranslated: [] },
      { number: 1, name: 'Foundations', untranslated: [] },
    ],
    terms,
  );
  expect(plan.map((s) => [s.number, s.name, s.term?.slug])).toEqual([
    [1, 'Foundations', 'spring-2027'],
    [2, 'Core Skills', 'summer-2027'],
  ]);
});

test('a semester beyond the published calendar has no term yet', () => {
  const plan = studyPlan(
    [
      { number: 1, name: 'Foundations', untranslated: [] },
      { number: 2, name: 'Core Skills', untranslated: [] },
    ],
    [term('spring-2027', '2027-01-11')],
  );
  expect(plan[1]?.term).toBeNull();
});

test('the first semester starts with the next intake; later ones are taught in the terms after it', () => {
  const plan = studyPlan(
    [
      { number: 1, name: 'Foundations', untranslated: [] },
      { number: 2, name: 'Core Skills', untranslated: [] },
    ],
    [term('Spring 2027', '2027-01-11'), term('Summer 2027', '2027-05-10')],
  );
  expect(plan.map((semester, index) => plannedTermText(semester, index))).toEqual([
    'Starting with the next intake: Spring 2027, 11 January 2027.',
    'Taught in Summer 2027, 10 May 2027, for learners who start with the next intake.',
  ]);
  expect(plannedTermText({ number: 3, name: 'Capstone', term: null, untranslated: [] }, 2)).toBe(
    'Dates to be announced.',
  );
  // In Urdu a term's name with no Urdu yet is isolated left to right and followed by Urdu's own comma; an Urdu name
  // reads as it is.
  const english = { ...plan[0]!, term: { ...plan[0]!.term!, untranslated: ['name' as const] } };
  expect(plannedTermText(english, 0, 'ur')).toContain('\u2066Spring 2027\u2069، 11 جنوری');
  const urdu = { ...plan[0]!, term: { ...plan[0]!.term!, name: 'بہار 2027' } };
  expect(plannedTermText(urdu, 0, 'ur')).toContain(' بہار 2027، 11 جنوری');
  expect(plannedTermText(urdu, 0, 'ur')).not.toContain('\u2066');
});
