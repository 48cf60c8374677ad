/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextAreaField } from './text-area-field';

const field = () => render(<TextAreaField id="message" name="message" label="Message" limit={20} />);

test('before typing, the limit is the hint (as without JavaScript), and the browser is given no maxlength', () => {
  field();
  const box = screen.getByLabelText('Message');
  expect(box).toHaveAccessibleDescription('Up to 20 characters.');
  expect(box).not.toHaveAttribute('maxlength');
});

test('text past the limit is kept whole, and the count says by how much it is over', async () => {
  field();
  const box = screen.getByLabelText('Message');
  await userEvent.click(box);
  await userEvent.paste('Twenty-five characters!!!');
  expect(box).toHaveValue('Twenty-five characters!!!');
  expect(box).toHaveAccessibleDescription('25 of 20 characters: 5 too many. Shorten it before sending.');
  expect(screen.getByRole('status')).toHaveTextContent('5 characters too many.');
});

test('the live region speaks when the count nears or passes the limit, not at every keystroke', async () => {
  field();
  const box = screen.getByLabelText('Message');
  await userEvent.type(box, 'Hello');
  expect(box).toHaveAccessibleDescription('5 of 20 characters.');
  expect(screen.getByRole('status')).toHaveTextContent('');
  await userEvent.type(box, ' there, frie'); // 17: three left, not yet the last tenth
  expect(screen.getByRole('status')).toHaveTextContent('');
  await userEvent.type(box, 'n'); // 18: two left
  expect(screen.getByRole('status')).toHaveTextContent('2 characters left.');
  await userEvent.type(box, 'ds!!!'); // 23: said once, on passing the limit, not again at 22 and 23
  expect(screen.getByRole('status')).toHaveTextContent('1 character too many.');
  expect(box).toHaveAccessibleDescription('23 of 20 characters: 3 too many. Shorten it before sending.');
  await userEvent.type(box, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
  expect(box).toHaveAccessibleDescription('15 of 20 characters.');
  // Said once, on coming back under it (at 20); 19 to 15 say nothing more.
  expect(screen.getByRole('status')).toHaveTextContent('Within the limit again: 0 characters left.');
});
