/** @jest-environment jsdom */
// The terms and the privacy policy: what their plain text names (the Support page, an e-mail address) is a link.
import { render, screen } from '@testing-library/react';
import { SiteContentPage } from './site-content-page';

const refunds = 'Refunds go back to the method you paid with. To withdraw, write to support@learnerportal.pk or send a request from the Support page.';
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
