// Pages the seo e2e check cannot reach cheaply: a staff review needs a learner's submission or transfer, a receipt a
// paid order, and /test-cookies is a 404 in that run (diagnostics off). Each still has its own description, not the
// home page's from the layout, and (signed in or staff) no link-preview tags.
import type { Metadata } from 'next';
import { metadata as kycReview } from '@/app/[locale]/(staff)/staff/kyc/[id]/page';
import { metadata as transferReview } from '@/app/[locale]/(staff)/staff/transfers/[id]/page';
import { receiptMetadata } from '@/app/[locale]/(learner)/user-dashboard/receipts/[number]/receipt-metadata';
import { metadata as cookieDiagnostics } from '@/app/[locale]/test-cookies/page';
import { SITE_DESCRIPTION } from './site';

test('staff reviews, the receipt and cookie diagnostics each have their own description', async () => {
  const receipt = receiptMetadata('R-000123');
  const pages: Array<[string, Metadata]> = [
    ['/staff/kyc/{id}', kycReview],
    ['/staff/transfers/{id}', transferReview],
    ['/user-dashboard/receipts/{number}', receipt],
    ['/test-cookies', cookieDiagnostics],
  ];
  const descriptions = pages.map(([path, { description }]) => {
    // Without its own, a page would have none here and take the layout's (the home page's) when rendered.
    expect({ path, description }).toEqual({ path, description: expect.stringMatching(/\S/) });
    expect(description).not.toBe(SITE_DESCRIPTION);
    return description;
  });
  expect(new Set(descriptions).size).toBe(pages.length);
  for (const [path, page] of pages.slice(0, 3))
    expect([path, page.openGraph, page.twitter]).toEqual([path, null, null]);
  // Diagnostics is no signed-in page: its link preview says the same as its tab.
  expect(cookieDiagnostics.openGraph).toMatchObject({ description: cookieDiagnostics.description });
  expect(receipt).toMatchObject({ title: 'Receipt R-000123', robots: { index: false, follow: false } });
});
