// The field drawn before its code loads is the live field's first render: same markup, so nothing moves or
// changes name when the live field takes its place.
import { renderToStaticMarkup } from 'react-dom/server';
import { LivePhoneField, type PhoneFieldProps } from './live-phone-field';
import { StaticPhoneField } from './static-phone-field';

const CASES: [string, PhoneFieldProps][] = [
  [
    'a required field with a hint, an error and a preferred country',
    {
      id: 'ngs-phone',
      name: 'phone',
      label: 'Phone number',
      required: true,
      hint: 'Mobile',
      error: 'Enter a phone number.',
      defaultCountry: 'PK',
      preferredCountries: ['PK'],
    },
  ],
  ['no id, a lower-case default sharing +1', { name: 'guardianPhone', label: 'Parent’s phone', defaultCountry: 'ca' }],
  [
    'a default not offered: the first preferred one',
    {
      name: 'phone',
      label: 'Phone',
      defaultCountry: 'PK',
      onlyCountries: ['GB', 'DE', 'FR'],
      preferredCountries: ['fr'],
    },
  ],
  [
    'a default not offered and no preference: the first by name',
    { name: 'phone', label: 'Phone', defaultCountry: 'PK', ignoredCountries: ['PK'] },
  ],
  ['an unknown default', { name: 'phone', label: 'Phone', defaultCountry: 'ZZ' }],
  [
    'a number typed as the live field shows it',
    { id: 'phone', name: 'phone', label: 'Phone', defaultCountry: 'GB', defaultValue: '07400 123456' },
  ],
];

test.each(CASES)('%s: the same markup as the live field, the E.164 input left for it to fill', (_, props) => {
  const live = renderToStaticMarkup(<LivePhoneField {...props} />).replace(/(name="\w+E164" value=")[^"]*/, '$1');
  expect(renderToStaticMarkup(<StaticPhoneField {...props} />)).toBe(live);
});
