// The opening of a public page whose title and first paragraphs staff edit (the about page; the learning path and the
// scholarship, whose curriculum, intakes and form are the code's): the title and lead for its PageHeader and the
// paragraphs after them, in the page's language (English marked so where the platform has no Urdu yet; a title kept in
// Latin letters in Urdu, a name such as "Next-gen scholar", marked left to right). Without the page's text the learning
// path and the scholarship show their own words (what they are for does not depend on it); the about page 404s.
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

export function pageOpening(locale: Locale, content: SiteContent): PageOpening;
export function pageOpening(locale: Locale, content: SiteContent | null, ownWords: OwnWords): PageOpening;
export function pageOpening(locale: Locale, content: SiteContent | null, ownWords?: OwnWords): PageOpening {
  // Keyed by place: a key is written into the flight data, and a whole paragraph as its key doubled it.
  const paragraphsOf = (texts: string[], lang: ReturnType<typeof fieldLang>) =>
    texts.map((text, index) => (
      <p key={index} {...lang}>
        {text}
      </p>
    ));
  if (!content) {
    const own = ownWords as OwnWords;
    return { title: own.title, lead: own.lead, paragraphs: paragraphsOf(own.paragraphs ?? [], {}) };
  }
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
