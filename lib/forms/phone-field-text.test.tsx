/** @jest-environment jsdom */
// The phone field on an Urdu page: its placeholder in Urdu, both the server-drawn field and the live one.
import { render, screen } from '@testing-library/react';
import { LivePhoneField } from '@/components/phone-field/live-phone-field';
import { StaticPhoneField } from '@/components/phone-field/static-phone-field';
import { phoneFieldText } from './phone-field-text';

test.each([
  ['server-drawn', StaticPhoneField],
  ['live', LivePhoneField],
])('the %s field on an Urdu page has an Urdu placeholder; English keeps the seed’s', (_, Field) => {
  const { unmount } = render(
    <Field name="phone" label="فون" defaultCountry="PK" locale="ur" text={phoneFieldText('ur')} />,
  );
  expect(screen.getByLabelText('فون')).toHaveAttribute('placeholder', 'فون نمبر درج کریں');
  unmount();
  render(<Field name="phone" label="Phone" defaultCountry="PK" text={phoneFieldText('en')} />);
  expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', 'Enter a phone number');
});
