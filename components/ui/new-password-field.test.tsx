/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RULE, PASSWORD_TOO_SHORT } from '@/contract';
import { NewPasswordField } from './new-password-field';

const field = (error?: string) =>
  render(<NewPasswordField id="password" label="Password" name="password" error={error} />);

test('before typing, the rule is the one hint', () => {
  field();
  expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(PASSWORD_RULE);
});

test('the length is counted as the learner types, before any submit', async () => {
  field();
  await userEvent.type(screen.getByLabelText(/^Password/), 'short');
  expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 10 characters: 5 so far.');
  expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid');
});

test('from ten characters the strength is judged', async () => {
  field();
  await userEvent.type(screen.getByLabelText(/^Password/), 'aaaaaaaaaa');
  expect(await screen.findByText(/This password is too easy to guess\./, {}, { timeout: 5_000 })).toBeVisible();
  await userEvent.clear(screen.getByLabelText(/^Password/));
  await userEvent.type(screen.getByLabelText(/^Password/), 'a long enough password');
  expect(await screen.findByText('Strong enough.', {}, { timeout: 5_000 })).toBeVisible();
});

test('after a refused submit the error is said once (no rule beside it); typing replaces it with the live count', async () => {
  field(PASSWORD_TOO_SHORT);
  const input = screen.getByLabelText(/^Password/);
  expect(input.getAttribute('aria-describedby')).toBe('password-hint password-error');
  expect(input).toHaveAccessibleDescription(/^\s*Use at least 10 characters\.$/);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText(PASSWORD_RULE)).toBeNull();
  await userEvent.type(input, 'abc');
  expect(input).toHaveAccessibleDescription('At least 10 characters: 3 so far.');
  expect(screen.queryByText(PASSWORD_TOO_SHORT)).toBeNull();
});
