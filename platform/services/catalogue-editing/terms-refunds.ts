// The checkout reads its refund rules from the terms page's `refunds` section (services/catalogue/content.ts), so an
// edit of the terms that removes or empties that section, in English or in Urdu, would leave learners paying without
// them: such a save or publish is refused at the field instead.
import type { PageContent } from '@/contract';
import { unprocessable } from '../../domain-errors';

export const TERMS_KEY = 'terms';
export const REFUNDS_SECTION = 'refunds';

const hasText = (sections: PageContent['sections'] | null) =>
  sections?.find((section) => section.id === REFUNDS_SECTION)?.body.some((paragraph) => paragraph.trim() !== '') ??
  false;

/** Refuses (422) terms content without a `refunds` section with text, in English and in Urdu. */
export function assertRefundsKept(key: string, content: PageContent): void {
  if (key !== TERMS_KEY) return;
  const errors: Record<string, string[]> = {};
  if (!hasText(content.sections))
    errors['content.sections'] = [
      'The terms keep a section with the id “refunds” and its text: the checkout shows it as the refund rules.',
    ];
  if (!hasText(content.sectionsUr))
    errors['content.sectionsUr'] = [
      'The Urdu terms keep their “refunds” section and its text: the Urdu checkout shows it as the refund rules.',
    ];
  if (Object.keys(errors).length) throw unprocessable(`Invalid body fields: ${Object.keys(errors).join(', ')}`, errors);
}
