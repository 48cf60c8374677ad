/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { FormOutcome } from './form-outcome';

const FIELDS = [{ name: 'full_name', id: 'profile-name' }];

test('before a submit it says nothing', () => {
  const { container } = render(<FormOutcome state={{ values: {}, fieldErrors: {}, submission: 0 }} fields={FIELDS} />);
  expect(container).toBeEmptyDOMElement();
});

test('a refusal is summarised with a link to the field, and no status', () => {
  render(
    <FormOutcome
      state={{ values: {}, fieldErrors: { full_name: 'Enter your full name.' }, submission: 1 }}
      fields={FIELDS}
    />,
  );
  expect(screen.getByRole('alert')).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Enter your full name.' })).toHaveAttribute('href', '#profile-name');
  expect(screen.queryByRole('status')).toBeNull();
});

test('what was done is announced as a status, and no error summary', () => {
  render(
    <FormOutcome
      state={{ values: {}, fieldErrors: {}, submission: 1, receipt: { message: 'Saved.' } }}
      fields={FIELDS}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  expect(screen.queryByRole('alert')).toBeNull();
});
