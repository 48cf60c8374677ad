/** @jest-environment jsdom */
// On an Urdu page the address words and the hours are Urdu where the platform holds them, the country is named in Urdu,
// and only the legal name (a name) and what has no Urdu yet are marked English; the labels around them are Urdu.
import { render } from '@testing-library/react';
import type { Organisation } from '@/contract';
import { OrganisationContact } from './organisation-contact';

const organisation: Organisation = {
  name: 'Learner Portal',
  legalName: 'Learner Portal Education (Private) Limited',
  registration: 'Incorporated in Pakistan',
  taxNumber: null,
  address: {
    streetAddress: 'Office 14, 72 Main Boulevard, Gulberg II',
    locality: 'Lahore',
    region: 'Punjab',
    postalCode: '54660',
    countryCode: 'PK',
  },
  phone: '+924235781200',
  email: 'support@learnerportal.pk',
  supportHours: 'Monday to Saturday, 9:00 am to 6:00 pm Pakistan time',
  untranslated: [],
};

const urdu: Organisation = {
  ...organisation,
  address: {
    ...organisation.address,
    streetAddress: 'دفتر نمبر 14، 72 مین بلیوارڈ',
    locality: 'لاہور',
    region: 'پنجاب',
  },
  supportHours: 'پیر تا ہفتہ، صبح 9 بجے سے شام 6 بجے تک',
};

const english = (container: HTMLElement) =>
  [...container.querySelectorAll('[lang="en"]')].map((element) => element.textContent);

test('on an Urdu page the translated address and hours are Urdu, unmarked; the legal name is marked English', () => {
  const { container } = render(<OrganisationContact organisation={urdu} locale="ur" />);
  expect(english(container)).toEqual(['Learner Portal Education (Private) Limited']);
  expect(container).toHaveTextContent('لاہور 54660، پنجاب، پاکستان');
  expect(container).toHaveTextContent('پیر تا ہفتہ');
  expect(container).toHaveTextContent('فون:');
});

test('on an Urdu page a part with no Urdu yet comes in English, marked so, left to right', () => {
  const { container } = render(
    <OrganisationContact
      organisation={{ ...urdu, supportHours: organisation.supportHours, untranslated: ['supportHours'] }}
      locale="ur"
    />,
  );
  expect(english(container)).toEqual([
    'Learner Portal Education (Private) Limited',
    'Monday to Saturday, 9:00 am to 6:00 pm Pakistan time',
  ]);
  expect(container.querySelectorAll('[lang="en"][dir="ltr"]')).toHaveLength(2);
});

test('on an English page the address carries no language or direction of its own', () => {
  const { container } = render(<OrganisationContact organisation={organisation} locale="en" />);
  expect(container.querySelector('[lang], [dir="rtl"]')).toBeNull();
  expect(container).toHaveTextContent('Lahore 54660, Punjab, Pakistan');
});
