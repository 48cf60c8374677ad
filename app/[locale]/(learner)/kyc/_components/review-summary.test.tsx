/** @jest-environment jsdom */
// The review step's "Change" buttons: each says on screen what it changes, not only to screen readers.
import { render, screen } from '@testing-library/react';
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

// What a sighted learner reads on a button: its text without the visually hidden parts.
const seen = (element: HTMLElement) => {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent?.trim();
};

test('each Change button reads on screen as it is named, so the two under the photos are told apart', () => {
  render(<ReviewSummary values={values} onChange={() => {}} />);
  const buttons = screen.getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual([
    'Change your document and details',
    'Change the photos of your document',
    'Change your selfie',
  ]);
  expect(buttons.map(seen)).toEqual(buttons.map((button) => button.textContent));
});
