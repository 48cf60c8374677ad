/** @jest-environment jsdom */
// The programme page's calls to action: a link to /checkout only when checkout would sell; otherwise its refusal.
import { render, screen } from '@testing-library/react';
import type { PlannedSemester } from '@/components/catalogue/study-plan';
import { EnrolButton, EnrolSection } from './enrol-action';

const programme = { slug: 'mobile-app-development', title: 'Mobile App Development', courses: [], untranslated: [] };
const first: PlannedSemester = {
  number: 1,
  name: 'Foundations',
  term: {
    slug: 'spring-2027',
    name: 'Spring 2027',
    startsOn: '2027-02-01',
    endsOn: '2027-06-30',
    status: 'upcoming',
    untranslated: [],
  },
  untranslated: [],
};
const checkoutLinks = () =>
  screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/checkout'));

test('open: both buttons lead to the programme’s checkout', () => {
  render(
    <>
      <EnrolButton programme={programme} state="open" price="Rs 80,000" />
      <EnrolSection programme={programme} state="open" price="Rs 80,000" first={first} />
    </>,
  );
  expect(screen.getByRole('link', { name: 'Enrol for Rs 80,000 per semester' })).toHaveAttribute(
    'href',
    '/checkout?programme=mobile-app-development',
  );
  expect(screen.getByRole('link', { name: 'Enrol in Mobile App Development' })).toHaveAttribute(
    'href',
    '/checkout?programme=mobile-app-development',
  );
});

test('closed: no link to checkout anywhere; says enrolment is closed, in the checkout’s own words, and where to look instead', () => {
  render(
    <>
      <EnrolButton programme={programme} state="closed" price="Rs 80,000" />
      <EnrolSection programme={programme} state="closed" price="Rs 80,000" first={first} />
    </>,
  );
  expect(checkoutLinks()).toEqual([]);
  expect(screen.getByText('Enrolment is closed', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Enrolment is closed' })).toBeInTheDocument();
  expect(screen.getByText('Mobile App Development is not open for enrolment right now.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all programmes' })).toHaveAttribute('href', '/#programmes');
});

test('no intake on the calendar: no link to checkout; says what checkout would say', () => {
  render(
    <>
      <EnrolButton programme={programme} state="no-intake" price="Rs 80,000" />
      <EnrolSection programme={programme} state="no-intake" price="Rs 80,000" first={{ ...first, term: null }} />
    </>,
  );
  expect(checkoutLinks()).toEqual([]);
  expect(screen.getByText('Enrolment opens with the next intake')).toBeInTheDocument();
  expect(screen.getByText('No intake is open for enrolment right now. Please check again soon.')).toBeInTheDocument();
  expect(screen.getByText(/The date of the next intake will be announced soon/)).toBeInTheDocument();
});
