// A page of site content with headed sections (privacy policy, terms): title, last change, contents list,
// each section with its fragment id (`/terms#refunds`), and how to reach the organisation. The text names the
// Support page and e-mail addresses in plain words (it is edited in the platform): LinkedText makes those links.
// In Urdu the text is the platform's Urdu where it has it; a title, body or section it has no Urdu for yet comes in
// English and is marked lang="en" piece by piece, so what the code adds inside a section stays Urdu.
import type { ReactNode } from 'react';
import type { Organisation, SiteContent } from '@/contract';
import { formatDateIn } from '@/lib/format';
import { LinkedText } from '@/components/content/linked-text';
import { OrganisationContact } from '@/components/layout/organisation-contact';
import { PageHeader } from '@/components/ui/page-header';
import { fieldLang } from '@/lib/i18n/field-lang';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

export interface SiteContentPageProps {
  content: SiteContent;
  organisation: Organisation | null;
  eyebrow: string;
  /** What the code knows better than the text, shown after a section's text by its id (the privacy policy's cookie list). */
  sectionExtras?: Readonly<Record<string, ReactNode>>;
  locale?: Locale;
  /** Above the page: the preview's banner when an administrator sees the draft. */
  banner?: ReactNode;
}

export function SiteContentPage({
  content,
  organisation,
  eyebrow,
  sectionExtras,
  locale = 'en',
  banner,
}: SiteContentPageProps) {
  const [lead, ...paragraphs] = content.body;
  const t = translator(locale, 'siteContent');
  const lang = fieldLang(locale, content, 'body');
  return (
    <div className="container">
      {banner}
      <PageHeader
        eyebrow={eyebrow}
        title={<span {...fieldLang(locale, content, 'title')}>{content.title}</span>}
        lead={lead ? <span {...lang}>{lead}</span> : undefined}
      />
      <div className="prose">
        <p className="muted">{t('lastUpdated', { date: formatDateIn(locale, content.updatedAt.slice(0, 10)) })}</p>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} {...lang}>
            <LinkedText text={paragraph} locale={locale} />
          </p>
        ))}
        {content.sections.length > 1 ? (
          <nav aria-labelledby="contents-title">
            <h2 id="contents-title">{t('contents')}</h2>
            <ul>
              {content.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} {...fieldLang(locale, section, 'heading')}>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {content.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} {...fieldLang(locale, section, 'heading')}>
              {section.heading}
            </h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} {...fieldLang(locale, section, 'body')}>
                <LinkedText text={paragraph} locale={locale} />
              </p>
            ))}
            {sectionExtras?.[section.id]}
          </section>
        ))}
        {organisation ? (
          <section aria-labelledby="contact-title">
            <h2 id="contact-title">{t('contact')}</h2>
            <OrganisationContact organisation={organisation} locale={locale} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
