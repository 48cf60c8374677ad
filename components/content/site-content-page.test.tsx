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
    { id: 'refunds', heading: 'Refunds', body: [refunds], untranslated: [] },
    { id: 'conduct', heading: 'Conduct', body: ['Be kind.'], untranslated: [] },
  ],
  updatedAt: '2026-09-01T00:00:00+05:00',
  untranslated: [],
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
    sections: [
      { id: 'cookies', heading: 'Cookies', body: ['We use only the cookies listed below.'], untranslated: [] },
    ],
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

test('the cookie table’s English purposes are the definitions’ own, and every cookie has an Urdu one', async () => {
  const { cookiePurpose } = await import('./cookie-table');
  for (const cookie of COOKIE_DEFINITIONS) {
    expect(cookiePurpose(cookie.name, 'en')).toBe(cookie.purpose);
    expect(cookiePurpose(cookie.name, 'ur')).toMatch(/[\u0600-\u06FF]/);
  }
});

test('in Urdu the page’s own words and the cookie table are Urdu, and the platform’s text is marked English', () => {
  const privacy = {
    ...terms,
    key: 'privacy',
    sections: [
      { id: 'refunds', heading: 'Refunds', body: [refunds], untranslated: ['heading' as const, 'body' as const] },
      {
        id: 'cookies',
        heading: 'Cookies',
        body: ['We use only the cookies listed below.'],
        untranslated: ['heading' as const, 'body' as const],
      },
    ],
    untranslated: ['title' as const, 'body' as const],
  };
  render(
    <SiteContentPage
      content={privacy}
      organisation={null}
      eyebrow="رازداری"
      sectionExtras={{ cookies: <CookieTable locale="ur" /> }}
      locale="ur"
    />,
  );
  expect(screen.getByText('آخری تبدیلی: 1 ستمبر، 2026۔')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'فہرست' })).not.toHaveAttribute('lang');
  expect(screen.getByRole('heading', { name: 'Cookies' })).toHaveAttribute('lang', 'en');
  expect(screen.getByText('We use only the cookies listed below.')).toHaveAttribute('lang', 'en');
  const table = screen.getByRole('table', { name: 'یہ سائٹ کون سی کوکیز رکھتی ہے' });
  expect(within(table).getByRole('columnheader', { name: 'کوکی' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /^recovered_email / })).toHaveTextContent('10 منٹ');
  expect(lifetime(2_592_000, 'ur')).toBe('30 دن');
  expect(lifetime(3600, 'ur')).toBe('1 گھنٹہ');
  expect(screen.getByRole('link', { name: 'Support page' })).toHaveAttribute('href', '/ur/support');
});

test('in Urdu a translated text is the page’s own language (no mark) and the pages it names link in Urdu', () => {
  const urdu = {
    ...terms,
    title: 'استعمال کی شرائط',
    body: ['یہ شرائط ہر پروگرام پر لاگو ہوتی ہیں۔'],
    sections: [
      {
        id: 'refunds',
        heading: 'رقم کی واپسی',
        body: ['support@learnerportal.pk پر لکھیں یا مدد کے صفحے سے درخواست بھیجیں۔'],
        untranslated: [],
      },
      { id: 'conduct', heading: 'Conduct', body: ['Be kind.'], untranslated: ['heading' as const, 'body' as const] },
    ],
  };
  const { container } = render(<SiteContentPage content={urdu} organisation={null} eyebrow="شرائط" locale="ur" />);
  expect(screen.getByRole('heading', { level: 2, name: 'رقم کی واپسی' })).not.toHaveAttribute('lang');
  expect(screen.getByRole('link', { name: 'مدد کے صفحے' })).toHaveAttribute('href', '/ur/support');
  // Only the section still in English is marked (its heading, its contents entry and its text).
  expect([...container.querySelectorAll('[lang="en"]')].map((element) => element.textContent)).toEqual([
    'Conduct',
    'Conduct',
    'Be kind.',
  ]);
});
