/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { ActionState } from '@/lib/forms/action-state';
import { CodeStepFields } from './code-step-fields';

const state = (code?: string, error?: string, submission = 1): ActionState => ({
  values: code === undefined ? {} : { code },
  fieldErrors: error ? { code: error } : {},
  submission,
});

const formData = () => new FormData(document.querySelector('form') ?? undefined);

test('the code field offers the mailed code to autofill and takes six digits', () => {
  render(
    <form>
      <CodeStepFields id="step-code" state={state()} carried={{}} />
    </form>,
  );
  const code = screen.getByLabelText(/^6-digit code/);
  expect(code).toHaveAttribute('id', 'step-code');
  expect(code).toHaveAttribute('name', 'code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('pattern', '[0-9]{6}');
  expect(code).toHaveAttribute('maxlength', '6');
  expect(code).toBeRequired();
  // Digits read left to right on an Urdu page too.
  expect(code).toHaveAttribute('dir', 'ltr');
});

test('what the first step sent is posted again with the code, a missing answer as empty', () => {
  render(
    <form>
      <CodeStepFields
        id="step-code"
        state={state('123456')}
        carried={{ email: 'ayesha@example.com', registration_id: 'r-1', phone: undefined }}
      />
    </form>,
  );
  expect(Object.fromEntries(formData())).toEqual({
    email: 'ayesha@example.com',
    registration_id: 'r-1',
    phone: '',
    code: '123456',
  });
  expect(screen.queryAllByRole('textbox')).toHaveLength(1);
});

test('a refused code stays as typed, with the message on the field; the next submit draws it afresh', () => {
  const { rerender } = render(
    <form>
      <CodeStepFields id="step-code" state={state('111111', 'That code is wrong, used or expired.')} carried={{}} />
    </form>,
  );
  const code = screen.getByLabelText(/^6-digit code/);
  expect(code).toHaveValue('111111');
  expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(code).toHaveAccessibleDescription('That code is wrong, used or expired.');

  rerender(
    <form>
      <CodeStepFields id="step-code" state={state('222222', undefined, 2)} carried={{}} />
    </form>,
  );
  expect(screen.getByLabelText(/^6-digit code/)).toHaveValue('222222');
  expect(screen.getByLabelText(/^6-digit code/)).not.toHaveAttribute('aria-invalid');
});

test('the line that says where the code went names the address, which may wrap anywhere; recovery has none', () => {
  const { rerender } = render(
    <CodeStepFields
      id="step-code"
      sentTo={{ sentence: 'Code sent to {address}.', address: 'ayesha@example.com' }}
      state={state()}
      carried={{}}
    />,
  );
  const address = screen.getByText('ayesha@example.com');
  expect(address.tagName).toBe('STRONG');
  expect(address.className).toBe('address');
  expect(address).toHaveAttribute('dir', 'ltr');
  expect(address.parentElement).toHaveTextContent('Code sent to ayesha@example.com.');
  rerender(<CodeStepFields id="step-code" state={state()} carried={{}} />);
  expect(screen.queryByText(/sent to/)).toBeNull();
});
