/** @jest-environment jsdom */
// Site text with its e-mail addresses and named pages as links, the words unchanged.
import { render, screen } from '@testing-library/react';
import { LinkedText } from './linked-text';

test('the refund policy’s ways to reach support are links, and the sentence reads as before', () => {
  const text =
    'Refunds go back to the method you paid with. To withdraw, write to support@learnerportal.pk or send a request from the Support page.';
  const { container } = render(
    <p>
      <LinkedText text={text} />
    </p>,
  );
  expect(container).toHaveTextContent(text);
  expect(screen.getByRole('link', { name: 'Support page' })).toHaveAttribute('href', '/support');
  expect(screen.getByRole('link', { name: 'support@learnerportal.pk' })).toHaveAttribute(
    'href',
    'mailto:support@learnerportal.pk',
  );
});

test('text that names nothing stays plain text', () => {
  render(<LinkedText text="Withdraw before your intake starts: a full refund." />);
  expect(screen.queryAllByRole('link')).toEqual([]);
  expect(screen.getByText('Withdraw before your intake starts: a full refund.')).toBeInTheDocument();
});

test('the privacy policy’s rights each link to the /account page that exercises it', async () => {
  const { demoPolicies } = await import('@/platform/db/demo/policies');
  const rights =
    demoPolicies.find((policy) => policy.key === 'privacy')?.sections?.find((section) => section.id === 'your-rights')
      ?.body[0] ?? '';
  render(<LinkedText text={rights} />);
  expect(screen.getByRole('link', { name: 'My account page' })).toHaveAttribute('href', '/account');
  expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/account/data');
  expect(screen.getByRole('link', { name: 'Name and phone' })).toHaveAttribute('href', '/account/profile');
  expect(screen.getByRole('link', { name: 'Change e-mail address' })).toHaveAttribute('href', '/account/email');
  expect(screen.getByRole('link', { name: 'Close my account' })).toHaveAttribute('href', '/account/close');
});
