/** @jest-environment jsdom */
// Site text with its e-mail addresses and named pages as links, the words unchanged.
import { render, screen } from '@testing-library/react';
import { LinkedText } from './linked-text';

test('the refund policy’s ways to reach support are links, and the sentence reads as before', () => {
  const text = 'Refunds go back to the method you paid with. To withdraw, write to support@learnerportal.pk or send a request from the Support page.';
  const { container } = render(
    <p>
      <LinkedText text={text} />
    </p>,
  );
  expect(container).toHaveTextContent(text);
  expect(screen.getByRole('link', { name: 'Support page' })).toHaveAttribute('href', '/support');
  expect(screen.getByRole('link', { name: 'support@learnerportal.pk' })).toHaveAttribute('href', 'mailto:support@learnerportal.pk');
});

test('text that names nothing stays plain text', () => {
  render(<LinkedText text="Withdraw before your intake starts: a full refund." />);
  expect(screen.queryAllByRole('link')).toEqual([]);
  expect(screen.getByText('Withdraw before your intake starts: a full refund.')).toBeInTheDocument();
});
