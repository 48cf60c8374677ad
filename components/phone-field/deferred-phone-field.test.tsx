/** @jest-environment jsdom */
// The field as pages load it (./phone-field.tsx): hydrating keeps the server's HTML and runs none of the field's own
// code (nothing is formatted); the first use (here a focus) brings the live field, with what was typed and the focus.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, waitFor } from '@testing-library/react';
import { LivePhoneField } from './live-phone-field';
import { PhoneField } from './phone-field';
import styles from './phone-field.module.css';

const PROPS = { id: 'phone', name: 'phone', label: 'Phone', defaultCountry: 'PK', preferredCountries: ['PK'] };

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function hydrateServerField() {
  // What the server sends: the wrapper around the full field (the server renders it in full).
  const form = document.createElement('form');
  form.innerHTML = renderToString(
    <div className={styles.deferred}>
      <LivePhoneField {...PROPS} />
    </div>,
  );
  document.body.append(form);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(form, <PhoneField {...PROPS} />, { onRecoverableError: (error) => errors.push(error) });
  });
  const tel = () => form.querySelector<HTMLInputElement>('input[type="tel"]')!;
  const e164 = () => form.querySelector<HTMLInputElement>('input[name="phoneE164"]')!.value;
  return { form, errors, tel, e164 };
}

test('keeps the server HTML through hydration; the first focus brings the live field with what was typed', async () => {
  const { form, errors, tel, e164 } = await hydrateServerField();
  // Typed before the code is in: the input is the server's, and nothing formats it.
  tel().value = '03001234567';
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(tel().value).toBe('03001234567');
  expect(e164()).toBe('');

  // jsdom's focus() sends no focusin (a browser does): send it as well.
  act(() => {
    tel().focus();
    fireEvent.focusIn(tel());
  });
  await waitFor(() => expect(tel().value).toBe('0300 1234567'));
  expect(e164()).toBe('+923001234567');
  expect(tel()).toHaveFocus();
  expect(form.querySelector('[role="combobox"]')).toHaveTextContent('+92');
  expect(errors).toEqual([]);
});

test('an arrow key on the country button before the code is in opens the list once it is', async () => {
  const { form, errors } = await hydrateServerField();
  const button = form.querySelector<HTMLElement>('[role="combobox"]')!;
  act(() => {
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
  });
  await waitFor(() => expect(form.querySelector('[role="listbox"]')).toBeVisible());
  expect(form.querySelector('[role="combobox"]')).toHaveFocus();
  expect(form.querySelector('[role="combobox"]')).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});
