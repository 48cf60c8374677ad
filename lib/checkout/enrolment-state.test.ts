// Whether a programme page offers "Enrol": open only when the platform takes orders and an intake is open.
import type { Term } from '@/contract';
import { enrolmentState } from './enrolment-state';

const intake: Term = {
  slug: 'spring-2027',
  name: 'Spring 2027',
  startsOn: '2027-02-01',
  endsOn: '2027-06-30',
  status: 'upcoming',
  untranslated: [],
};

test('open programme with a next intake: enrol', () => {
  expect(enrolmentState({ enrolmentOpen: true }, intake)).toBe('open');
});

test('closed programme: closed, whether or not an intake is coming', () => {
  expect(enrolmentState({ enrolmentOpen: false }, intake)).toBe('closed');
  expect(enrolmentState({ enrolmentOpen: false }, null)).toBe('closed');
});

test('open programme with no intake on the calendar: nothing to enrol in yet', () => {
  expect(enrolmentState({ enrolmentOpen: true }, null)).toBe('no-intake');
  expect(enrolmentState({ enrolmentOpen: true }, undefined)).toBe('no-intake');
});
