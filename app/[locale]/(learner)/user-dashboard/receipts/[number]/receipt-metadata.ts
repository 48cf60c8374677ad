// The receipt's tab title and description: the number in the title, so the tab and the printed page's header say
// which receipt it is. Apart from the page so it can be checked without a request (lib/seo/unindexed-pages.test.ts).
import type { Metadata } from 'next';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';

export const receiptMetadata = (number: string): Metadata =>
  signedInPageMetadata({
    title: `Receipt ${number}`,
    description:
      'Your receipt for a programme you paid for: the order, the intake, how you paid and the amount, ready to print.',
  });
