// The opening of a public page whose title and first paragraphs staff edit, while the rest of the page is the code's
// (the learning path's curriculum, the scholarship's intakes and form): the title and lead for its PageHeader and the
// paragraphs after them, in the page's language (English marked so where the platform has no Urdu yet; a title kept in
// Latin letters in Urdu, a name such as "Next-gen scholar", marked left to right). Without the page's text the page's
// own words stand in: unlike the about page, what the page is for does not depend on its text, so it does not 404.
import type { ReactNode } from 'react';
import type { SiteContent } from '@/contract';
import { fieldLang, latinNameLang } from '@/lib/i18n/field-lang';
import type { Locale } from '@/lib/i18n/locales';

export interface PageOpening {
  title: ReactNode;
  lead?: ReactNode;
  paragraphs: ReactNode[];
}

interface OwnWords {
  title: string;
  lead: string;
  paragraphs?: string[];
}

export function pageOpening(locale: Locale, content: SiteContent | null, ownWords: OwnWords): PageOpening {
  // Keyed by place: a key is written into the flight data, and a whole paragraph as its key doubled it.
  const paragraphsOf = (texts: string[], lang: ReturnType<typeof fieldLang>) =>
    texts.map((text, index) => (
      <p key={index} {...lang}>
        {text}
      </p>
    ));
  if (!content)
    return { title: ownWords.title, lead: ownWords.lead, paragraphs: paragraphsOf(ownWords.paragraphs ?? [], {}) };
  const [lead, ...rest] = content.body;
  const lang = fieldLang(locale, content, 'body');
  return {
    title: (
      <span {...latinNameLang(locale, content.title)} {...fieldLang(locale, content, 'title')}>
        {content.title}
      </span>
    ),
    lead: lead ? <span {...lang}>{lead}</span> : undefined,
    paragraphs: paragraphsOf(rest, lang),
  };
}
