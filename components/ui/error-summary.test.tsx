/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ErrorSummary } from './error-summary';

const fields = [
  { name: 'email', id: 'f-email' },
  { name: 'phone', id: 'f-phone' },
];

test('nothing to say: nothing shown', () => {
  render(<ErrorSummary state={{ fieldErrors: {}, submission: 1 }} fields={fields} />);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('links each field’s message to its control in form order, says the form error, and takes focus', () => {
  render(
    <ErrorSummary
      state={{
        fieldErrors: { phone: 'Enter a phone number', email: 'Enter an e-mail' },
        formError: 'Nothing was sent.',
        submission: 1,
      }}
      fields={fields}
    />,
  );
  const summary = screen.getByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  expect(summary).toHaveTextContent('Nothing was sent.');
  const links = within(summary).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Enter an e-mail', '#f-email'],
    ['Enter a phone number', '#f-phone'],
  ]);
});

test('a message for a field the form does not list is still shown, unlinked', () => {
  render(
    <ErrorSummary state={{ fieldErrors: { idempotencyKey: 'The form has expired' }, submission: 1 }} fields={fields} />,
  );
  const summary = screen.getByRole('alert');
  expect(summary).toHaveTextContent('The form has expired');
  expect(within(summary).queryByRole('link')).toBeNull();
});
