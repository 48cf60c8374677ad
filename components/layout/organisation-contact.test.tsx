/** @jest-environment jsdom */
// The postal address is one English block on an Urdu page (as a learner copies it onto an envelope), never an English
// line with an Urdu country name in it; the labels around it are Urdu.
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

const lines = (element: Element) => element.innerHTML.split('<br>').map((line) => line.replace(/<[^>]+>/g, ''));

test('on an Urdu page the postal address is wholly English, left to right, its country in English', () => {
  const { container } = render(<OrganisationContact organisation={organisation} locale="ur" />);
  const postal = container.querySelector('address > [lang="en"]');
  expect(postal).toHaveAttribute('dir', 'ltr');
  expect(lines(postal!)).toEqual([
    'Learner Portal Education (Private) Limited',
    'Office 14, 72 Main Boulevard, Gulberg II',
    'Lahore 54660, Punjab, Pakistan',
  ]);
  expect(container).not.toHaveTextContent('پاکستان');
  expect(container).toHaveTextContent('فون:');
});

test('on an English page the address carries no language or direction of its own', () => {
  const { container } = render(<OrganisationContact organisation={organisation} locale="en" />);
  expect(container.querySelector('[lang], [dir="rtl"]')).toBeNull();
  expect(container).toHaveTextContent('Lahore 54660, Punjab, Pakistan');
});
