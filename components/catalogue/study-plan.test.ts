import type { Term } from '@/contract';
import { studyPlan } from './study-plan';

const term = (slug: string, startsOn: string): Term => ({ slug, name: slug, startsOn, endsOn: startsOn, status: 'upcoming' });

test('semester 1 is taught in the next intake and each later semester in the term after', () => {
  const terms = [term('spring-2027', '2027-01-11'), term('summer-2027', '2027-05-10'), term('autumn-2027', '2027-09-13')];
  const plan = studyPlan(
    [
      { number: 2, name: 'Core Skills' },
      { number: 1, name: 'Foundations' },
    ],
    terms,
  );
  expect(plan.map((s) => [s.number, s.name, s.term?.slug])).toEqual([
    [1, 'Foundations', 'spring-2027'],
    [2, 'Core Skills', 'summer-2027'],
  ]);
});

test('a semester beyond the published calendar has no term yet', () => {
  const plan = studyPlan([{ number: 1, name: 'Foundations' }, { number: 2, name: 'Core Skills' }], [term('spring-2027', '2027-01-11')]);
  expect(plan[1]?.term).toBeNull();
});
