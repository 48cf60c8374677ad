/** @jest-environment jsdom */
// The review step's "Change" buttons: each says on screen what it changes, not only to screen readers.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { pickMessages } from '@/lib/i18n/translator';
import { ReviewSummary } from './review-summary';

const values = {
  document_type: 'cnic',
  document_number: '3520212345671',
  legal_name: 'Sana Malik',
  date_of_birth: '1999-04-12',
  document_front: 'a',
  document_back: 'b',
  selfie: 'c',
};

// The page's provider: the form's namespace in the page's language.
const inLocale = (locale: Locale) => ({
  wrapper: ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={pickMessages(locale, ['kyc'])}>
      {children}
    </NextIntlClientProvider>
  ),
});

// What a sighted learner reads on a button: its text without the visually hidden parts.
const seen = (element: HTMLElement) => {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent?.trim();
};

test('each Change button reads on screen as it is named, so the two under the photos are told apart', () => {
  render(<ReviewSummary values={values} onChange={() => {}} locale="en" />, inLocale('en'));
  const buttons = screen.getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual([
    'Change your document and details',
    'Change the photos of your document',
    'Change your selfie',
  ]);
  expect(buttons.map(seen)).toEqual(buttons.map((button) => button.textContent));
});

test('in Urdu: the buttons and labels in Urdu, the CNIC number left to right, the date in Urdu', () => {
  render(<ReviewSummary values={values} onChange={() => {}} locale="ur" />, inLocale('ur'));
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
    'اپنی دستاویز اور تفصیلات بدلیں',
    'اپنی دستاویز کی تصاویر بدلیں',
    'اپنی سیلفی بدلیں',
  ]);
  expect(screen.getByText('35202-1234567-1')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('12 اپریل، 1999')).toBeInTheDocument();
  expect(screen.getByText('سیلفی: شامل ہے')).toBeInTheDocument();
});

test('a date of birth typed day first, 12041998, is read back as 12 April 1998', () => {
  render(
    <ReviewSummary values={{ ...values, date_of_birth: '12041998' }} onChange={() => {}} locale="en" />,
    inLocale('en'),
  );
  expect(screen.getByText('12 April 1998')).toBeInTheDocument();
});
