/** @jest-environment jsdom */
import { render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json';
import type { PhoneValidity } from '.';
// The field itself; pages load it through ./phone-field.tsx on first use (covered by the phone field e2e spec).
import { LivePhoneField as PhoneField } from './live-phone-field';

afterEach(() => jest.useRealTimers());

function renderField(props: Partial<Parameters<typeof PhoneField>[0]> = {}) {
  const onValidate = jest.fn<void, [PhoneValidity]>();
  const view = render(
    <form aria-label="form">
      <PhoneField name="phone" label="Phone" defaultCountry="PK" onValidate={onValidate} {...props} />
    </form>,
  );
  const input = screen.getByLabelText('Phone') as HTMLInputElement;
  const hidden = (name: string) => view.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
  return { input, hidden, onValidate, user: userEvent.setup() };
}

test('has the input defaults (tel, 25 characters, placeholder) and stays left-to-right', () => {
  const { input } = renderField();
  expect(input).toHaveAttribute('type', 'tel');
  expect(input).toHaveAttribute('maxlength', '25');
  expect(input).toHaveAttribute('placeholder', 'Enter a phone number');
  expect(input).toHaveAttribute('autocomplete', 'tel');
  expect(input).toHaveAttribute('dir', 'ltr');
  expect(screen.getByRole('combobox', { name: /country code/i })).toHaveTextContent('+92');
});

test('formats once valid and reports the validity object; hidden inputs carry E.164 and country', async () => {
  const { input, hidden, onValidate, user } = renderField();
  await user.type(input, '030012345');
  expect(input.value).toBe('030012345');
  expect(hidden('phoneE164')).toBe('');
  await user.type(input, '67');
  expect(input.value).toBe('0300 1234567');
  expect(onValidate).toHaveBeenLastCalledWith({
    country: 'PK',
    dialCode: '92',
    e164: '+923001234567',
    formatted: '0300 1234567',
    national: '3001234567',
    valid: true,
    possible: true,
  });
  expect(hidden('phoneE164')).toBe('+923001234567');
  expect(hidden('phoneCountry')).toBe('PK');
});

test.each(['GB', 'US', 'AG', 'IN', 'DE', 'AX'] as CountryCode[])(
  'the %s example typed nationally with its country selected',
  async (country) => {
    const example = getExampleNumber(country, examples)!;
    const { input, hidden, user } = renderField({ defaultCountry: country });
    await user.type(input, example.formatNational().replace(/\D/g, ''));
    expect(input.value).toBe(example.formatNational());
    expect(hidden('phoneE164')).toBe(example.number);
    expect(hidden('phoneCountry')).toBe(country);
  },
);

test('editing in the middle keeps the caret after the typed digit', async () => {
  const { input, user } = renderField({ defaultValue: '0300 123456' });
  await user.click(input);
  input.setSelectionRange(7, 7);
  await user.keyboard('7');
  expect(input.value).toBe('0300 1273456');
  expect(input.selectionStart).toBe(8);
});

test('pasting +44 (0)1632 960 001 switches the country to the United Kingdom', async () => {
  const { input, hidden, user } = renderField();
  await user.click(input);
  await user.paste('+44 (0)1632 960 001');
  expect(hidden('phoneCountry')).toBe('GB');
  expect(screen.getByRole('combobox', { name: /country code/i })).toHaveTextContent('+44');
});

test('an autofilled number (a change event with the whole value) lands on its country', () => {
  const { input, hidden } = renderField();
  fireEvent.change(input, { target: { value: '+1 416 555 0199' } });
  expect(input.value).toBe('+1 416 555 0199');
  expect(hidden('phoneCountry')).toBe('CA');
  expect(hidden('phoneE164')).toBe('+14165550199');
});

test('error messages show after leaving the field, one per kind', async () => {
  const { input, user } = renderField();
  await user.type(input, '0300 12');
  await user.tab();
  expect(input).toHaveAccessibleDescription('This phone number is too short: check that no digits are missing.');
  await user.clear(input);
  await user.type(input, '0300 1234567890123');
  expect(input).toHaveAccessibleDescription('This phone number is too long: check for extra digits.');
});

test('left with a press, the message waits until the press is over, so a click on Save still lands', async () => {
  const onSubmit = jest.fn((event: Event) => event.preventDefault());
  render(
    <form aria-label="form" onSubmit={(event) => onSubmit(event.nativeEvent)}>
      <PhoneField name="phone" label="Phone" defaultCountry="PK" />
      <button type="submit">Save</button>
    </form>,
  );
  const input = screen.getByLabelText('Phone');
  const save = screen.getByRole('button', { name: 'Save' });
  const user = userEvent.setup();
  await user.type(input, '0300 12');
  await user.pointer({ keys: '[MouseLeft>]', target: save });
  // Pressed, not released: a message now would move Save from under the pointer.
  expect(input).not.toHaveAccessibleDescription(/too short/);
  await user.pointer({ keys: '[/MouseLeft]', target: save });
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(input).toHaveAccessibleDescription('This phone number is too short: check that no digits are missing.');
});

test('an invalid message replaces the specific one; valid characters only drops letters', async () => {
  const { input, user } = renderField({ invalidMessage: 'Please check the number', validCharactersOnly: true });
  await user.type(input, '03ab00 12');
  expect(input.value).toBe('0300 12');
  await user.tab();
  expect(input).toHaveAccessibleDescription('Please check the number');
});

test('a server error shows until the value changes', async () => {
  const { input, user } = renderField({ error: 'The platform rejected this number.', defaultValue: '0300 1234567' });
  expect(input).toHaveAccessibleDescription('The platform rejected this number.');
  await user.type(input, '{Backspace}');
  expect(input).not.toHaveAccessibleDescription('The platform rejected this number.');
});

test('the country combobox works by keyboard: type-to-find, Enter selects and returns to the input', async () => {
  // Fake time: every key lands within the 700 ms type-to-find window however busy the machine is.
  jest.useFakeTimers();
  const { input, hidden } = renderField({ defaultValue: '+92 300 1234567' });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const combobox = screen.getByRole('combobox', { name: /country code/i });
  combobox.focus();
  await user.keyboard('united k');
  expect(screen.getByRole('listbox')).toBeVisible();
  const active = combobox.getAttribute('aria-activedescendant');
  expect(document.getElementById(active!)).toHaveTextContent('United Kingdom');
  await user.keyboard('{Enter}');
  expect(hidden('phoneCountry')).toBe('GB');
  expect(input).toHaveFocus();
  expect(input.value.startsWith('+44')).toBe(true);
});

test('reopened within 700 ms, the list starts a new search instead of continuing the last one', async () => {
  jest.useFakeTimers();
  renderField();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const combobox = screen.getByRole('combobox', { name: /country code/i });
  combobox.focus();
  await user.keyboard('united k');
  await user.keyboard('{Escape}');
  await user.keyboard('i');
  const active = combobox.getAttribute('aria-activedescendant');
  // The option's name follows its flag and code markers (the stylesheet shows one of them).
  expect(document.getElementById(active!)?.children[2]?.textContent).toMatch(/^I/);
});

test('the closed country button carries no empty aria-activedescendant', () => {
  renderField();
  expect(screen.getByRole('combobox', { name: /country code/i })).not.toHaveAttribute('aria-activedescendant');
});

test('Home, End and Escape in the open list', async () => {
  renderField({ onlyCountries: ['PK', 'GB', 'US'], preferredCountries: ['US'] });
  const combobox = screen.getByRole('combobox', { name: /country code/i });
  combobox.focus();
  const user = userEvent.setup();
  await user.keyboard('{ArrowDown}');
  const options = screen.getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    expect.stringContaining('United States'),
    expect.stringContaining('Pakistan'),
    expect.stringContaining('United Kingdom'),
  ]);
  await user.keyboard('{End}');
  expect(combobox).toHaveAttribute('aria-activedescendant', options[2]!.id);
  await user.keyboard('{Home}');
  expect(combobox).toHaveAttribute('aria-activedescendant', options[0]!.id);
  await user.keyboard('{Escape}');
  expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
});

test('the list opens above when 200 px or less remain below, below otherwise', async () => {
  renderField();
  const combobox = screen.getByRole('combobox', { name: /country code/i });
  const user = userEvent.setup();
  const at = (bottom: number) => jest.spyOn(combobox, 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect);
  window.innerHeight = 800;
  at(700);
  await user.click(combobox);
  expect(screen.getByRole('listbox')).toHaveAttribute('data-placement', 'above');
  await user.keyboard('{Escape}');
  at(100);
  await user.click(combobox);
  expect(screen.getByRole('listbox')).toHaveAttribute('data-placement', 'below');
});

test('ignored countries are left out', async () => {
  renderField({ ignoredCountries: ['GB'] });
  await userEvent.setup().click(screen.getByRole('combobox', { name: /country code/i }));
  expect(screen.queryByRole('option', { name: /United Kingdom/ })).toBeNull();
  expect(screen.getByRole('option', { name: /Pakistan/ })).toBeInTheDocument();
});

test('an extension can be typed after a valid number: ext., x and # keep it', async () => {
  for (const [typed, shown] of [
    ['0300 1234567 ext. 123', '0300 1234567 ext. 123'],
    ['03001234567 x123', '0300 1234567 ext. 123'],
    ['03001234567#123', '0300 1234567 ext. 123'],
  ]) {
    const { input, hidden, user, onValidate } = renderField();
    await user.type(input, typed as string);
    expect(input.value).toBe(shown);
    expect(onValidate).toHaveBeenLastCalledWith(expect.objectContaining({ valid: true }));
    expect(hidden('phoneE164')).toBe('+923001234567');
    document.body.innerHTML = '';
  }
});

test('Urdu and Arabic-Indic digits are read as 0–9', async () => {
  const { input, hidden, user } = renderField();
  await user.type(input, '۰۳۰۰ ۱۲۳۴۵٦٧');
  expect(input.value).toBe('0300 1234567');
  expect(hidden('phoneE164')).toBe('+923001234567');
});

test('clearing a pasted +44 number returns the country to the one chosen before (the default)', async () => {
  const { input, hidden, user } = renderField();
  await user.click(input);
  await user.paste('+44 7400 123456');
  expect(hidden('phoneCountry')).toBe('GB');
  await user.clear(input);
  expect(hidden('phoneCountry')).toBe('PK');
  expect(screen.getByRole('combobox', { name: /country code/i })).toHaveTextContent('+92');
});
