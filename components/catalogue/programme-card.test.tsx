/** @jest-environment jsdom */
// A programme's card says when it cannot be enrolled in now, in the words of its page; an open one carries no mark.
import { render, screen } from '@testing-library/react';
import type { ProgrammeSummary } from '@/contract';
import { ProgrammeCard } from './programme-card';

// Icons are drawn on the server from installed collections (an async component): not what this test is about.
jest.mock('@/components/ui/icon', () => ({ Icon: () => null }));

const programme: ProgrammeSummary = {
  slug: 'cyber-security',
  title: 'Cyber Security',
  tagline: 'Defend networks and systems.',
  level: 'diploma',
  mode: 'online',
  durationWeeks: 64,
  semesterCount: 4,
  pricePerSemester: { amountPaisa: 8_000_000, currency: 'PKR' },
  featured: true,
  enrolmentOpen: true,
  untranslated: [],
};

const MARKS = ['Enrolment closed', 'Enrolment opens with the next intake'];
const marks = () => MARKS.filter((mark) => screen.queryByText(mark) !== null);

test('no intake open yet: the card says enrolment opens with the next intake', () => {
  render(<ProgrammeCard programme={programme} enrolment="no-intake" />);
  expect(marks()).toEqual(['Enrolment opens with the next intake']);
});

test('closed: the card says enrolment is closed', () => {
  render(<ProgrammeCard programme={{ ...programme, enrolmentOpen: false }} enrolment="closed" />);
  expect(marks()).toEqual(['Enrolment closed']);
});

test('open: no mark', () => {
  render(<ProgrammeCard programme={programme} enrolment="open" />);
  expect(marks()).toEqual([]);
});

test('in Urdu: the card’s own words are Urdu, the programme’s texts with no Urdu yet are marked English, the fee reads in rupees', () => {
  render(
    <ProgrammeCard
      programme={{ ...programme, untranslated: ['title', 'tagline'] }}
      enrolment="no-intake"
      locale="ur"
    />,
  );
  expect(screen.getByText('اندراج اگلے داخلے کے ساتھ کھلے گا')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Cyber Security' })).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('heading', { name: 'Cyber Security' })).toHaveAttribute('dir', 'ltr');
  expect(screen.getByRole('link', { name: 'Cyber Security' })).toHaveAttribute('href', '/ur/cyber-security');
  expect(screen.getByText('Defend networks and systems.')).toHaveAttribute('lang', 'en');
  expect(screen.getByText('Defend networks and systems.')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('4 سمسٹر')).toBeInTheDocument();
  expect(screen.getByText('آن لائن')).toBeInTheDocument();
  expect(screen.getByText('\u206680,000\u2069 روپے', { exact: false, normalizer: (text) => text })).toBeInTheDocument();
});

test('in Urdu: the programme’s Urdu texts carry no mark of their own', () => {
  render(
    <ProgrammeCard
      programme={{ ...programme, title: 'سائبر سیکیورٹی', tagline: 'نیٹ ورکس اور نظاموں کا دفاع۔' }}
      enrolment="open"
      locale="ur"
    />,
  );
  expect(screen.getByRole('heading', { name: 'سائبر سیکیورٹی' })).not.toHaveAttribute('lang');
  expect(screen.getByText('نیٹ ورکس اور نظاموں کا دفاع۔')).not.toHaveAttribute('lang');
  expect(screen.getByText('نیٹ ورکس اور نظاموں کا دفاع۔')).not.toHaveAttribute('dir');
});
