/** @jest-environment jsdom */
// The terms and the privacy policy: what their plain text names (the Support page, an e-mail address) is a link.
import { render, screen, within } from '@testing-library/react';
import { COOKIE_DEFINITIONS } from '@/lib/session/cookie-definitions';
import { CookieTable, lifetime } from './cookie-table';
import { SiteContentPage } from './site-content-page';

const refunds =
  'Refunds go back to the method you paid with. To withdraw, write to support@learnerportal.pk or send a request from the Support page.';
const terms = {
  key: 'terms',
  title: 'Terms of use and refund policy',
  body: ['These terms apply to every programme.', 'Questions about these terms: write to support@learnerportal.pk.'],
  sections: [
    { id: 'refunds', heading: 'Refunds', body: [refunds] },
    { id: 'conduct', heading: 'Conduct', body: ['Be kind.'] },
  ],
  updatedAt: '2026-09-01T00:00:00+05:00',
};

test('the Support page and e-mail addresses the text names are links, in the body and in its sections', () => {
  render(<SiteContentPage content={terms} organisation={null} eyebrow="Terms" />);
  expect(screen.getByRole('link', { name: 'Support page' })).toHaveAttribute('href', '/support');
  const mail = screen.getAllByRole('link', { name: 'support@learnerportal.pk' });
  expect(mail).toHaveLength(2);
  for (const link of mail) expect(link).toHaveAttribute('href', 'mailto:support@learnerportal.pk');
  expect(screen.getByRole('region', { name: 'Refunds' })).toHaveTextContent(refunds);
});

test('the privacy policy lists every cookie the code defines, with its lifetime, after the cookies section', () => {
  const privacy = {
    ...terms,
    key: 'privacy',
    sections: [{ id: 'cookies', heading: 'Cookies', body: ['We use only the cookies listed below.'] }],
  };
  render(
    <SiteContentPage
      content={privacy}
      organisation={null}
      eyebrow="Privacy"
      sectionExtras={{ cookies: <CookieTable /> }}
    />,
  );
  const table = within(screen.getByRole('region', { name: 'Cookies' })).getByRole('table', {
    name: 'The cookies this site sets',
  });
  for (const cookie of COOKIE_DEFINITIONS) {
    const row = within(table).getByRole('row', { name: new RegExp(`^${cookie.name} `) });
    expect(row).toHaveTextContent(lifetime(cookie.maxAgeSeconds));
  }
  expect(within(table).getAllByRole('row')).toHaveLength(COOKIE_DEFINITIONS.length + 1);
  expect(COOKIE_DEFINITIONS.map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(['enrol_intent', 'kyc_form_state', 'recovered_email', 'user_data']),
  );
  expect(lifetime(2_592_000)).toBe('30 days');
  expect(lifetime(3600)).toBe('1 hour');
  expect(lifetime(600)).toBe('10 minutes');
});
