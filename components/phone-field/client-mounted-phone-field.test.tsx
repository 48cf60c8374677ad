/** @jest-environment jsdom */
// The field mounted by the browser alone (a client-side navigation to a form page, a form drawn again): its code has
// not loaded yet (its own test file, so this module's copy of ./phone-field.tsx has loaded nothing), yet the field
// shows at once, and goes live with what was typed once the code is in.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import { PhoneField } from './phone-field';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** Mounts the field in a form of its own by the browser alone, with no server HTML to take over. */
function mountInForm(): HTMLFormElement {
  const form = document.createElement('form');
  document.body.append(form);
  act(() => {
    root = createRoot(form);
    root.render(<PhoneField id="phone" name="phone" label="Phone" defaultCountry="PK" preferredCountries={['PK']} />);
  });
  return form;
}

test('shows the whole field before its code loads, then the live field with what was typed', async () => {
  const form = mountInForm();
  const tel = () => form.querySelector<HTMLInputElement>('input[type="tel"]')!;
  expect(screen.getByLabelText('Phone')).toBe(tel());
  expect(screen.getByRole('combobox', { name: 'Country code for Phone' })).toHaveTextContent('Pakistan+92');
  expect(form.querySelector<HTMLInputElement>('input[name="phoneE164"]')!.value).toBe('');
  tel().value = '03001234567';

  await waitFor(() => expect(tel().value).toBe('0300 1234567'));
  expect(form.querySelector<HTMLInputElement>('input[name="phoneE164"]')!.value).toBe('+923001234567');
  expect(form.querySelectorAll('input[type="tel"]')).toHaveLength(1);
});

test('mounted again once its code has loaded, the field still shows the country code where the device draws no flags', async () => {
  // jsdom draws no flag (jest.setup.ts: no canvas), as most Linux and Windows devices: the code, not an empty box.
  const form = mountInForm();
  // The first test loaded the code: this mount draws the live field at once.
  await waitFor(() => expect(form.firstElementChild).toHaveAttribute('data-flags', 'none'));
});
