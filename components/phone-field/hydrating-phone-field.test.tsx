/** @jest-environment jsdom */
// A key on the country button while the page is still hydrating. Next hydrates in a transition, in slices after its
// scripts have run, so a visitor (or a test) can reach the server's button before the field's own effects have run.
// React then hydrates at once for the key and hands it to the field: the list opens once the field's code is in.
// (Its own test file, so this module's copy of ./phone-field.tsx has loaded nothing.)
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, waitFor } from '@testing-library/react';
import { LivePhoneField } from './live-phone-field';
import { PhoneField } from './phone-field';
import styles from './phone-field.module.css';

const PROPS = { id: 'phone', name: 'phone', label: 'Phone', defaultCountry: 'PK', preferredCountries: ['PK'] };

let root: Root | undefined;
beforeAll(() => {
  // Hydration runs on React's own scheduler here, as in a browser, not inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
});

test('an arrow key on the country button before hydration has finished opens the list once the code is in', async () => {
  const form = document.createElement('form');
  form.innerHTML = renderToString(
    <div className={styles.deferred}>
      <LivePhoneField {...PROPS} />
    </div>,
  );
  document.body.append(form);
  const errors: unknown[] = [];
  startTransition(() => {
    root = hydrateRoot(form, <PhoneField {...PROPS} />, { onRecoverableError: (error) => errors.push(error) });
  });

  // Hydration is scheduled, not done: the key reaches the server's button.
  const button = form.querySelector<HTMLElement>('[role="combobox"]')!;
  button.focus();
  fireEvent.focusIn(button);
  expect(fireEvent.keyDown(button, { key: 'ArrowDown' })).toBe(false); // the page does not scroll

  await waitFor(() => expect(form.querySelector('[role="listbox"]')).toBeVisible());
  expect(form.querySelector('[role="combobox"]')).toHaveFocus();
  expect(form.querySelector('[role="combobox"]')).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});
