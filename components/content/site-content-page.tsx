// A page of site content with headed sections (privacy policy, terms): title, last change, contents list,
// each section with its fragment id (`/terms#refunds`), and how to reach the organisation. The text names the
// Support page and e-mail addresses in plain words (it is edited in the platform): LinkedText makes those links.
import type { ReactNode } from 'react';
import type { Organisation, SiteContent } from '@/contract';
import { formatDate } from '@/components/catalogue/format';
import { LinkedText } from '@/components/content/linked-text';
import { OrganisationContact } from '@/components/layout/organisation-contact';
import { PageHeader } from '@/components/ui/page-header';

export interface SiteContentPageProps {
  content: SiteContent;
  organisation: Organisation | null;
  eyebrow: string;
  /** What the code knows better than the text, shown after a section's text by its id (the privacy policy's cookie list). */
  sectionExtras?: Readonly<Record<string, ReactNode>>;
}

export function SiteContentPage({ content, organisation, eyebrow, sectionExtras }: SiteContentPageProps) {
  const [lead, ...paragraphs] = content.body;
  return (
    <div className="container">
      <PageHeader eyebrow={eyebrow} title={content.title} lead={lead} />
      <div className="prose">
        <p className="muted">Last updated {formatDate(content.updatedAt.slice(0, 10))}.</p>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>
            <LinkedText text={paragraph} />
          </p>
        ))}
        {content.sections.length > 1 ? (
          <nav aria-labelledby="contents-title">
            <h2 id="contents-title">Contents</h2>
            <ul>
              {content.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {content.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph}>
                <LinkedText text={paragraph} />
              </p>
            ))}
            {sectionExtras?.[section.id]}
          </section>
        ))}
        {organisation ? (
          <section aria-labelledby="contact-title">
            <h2 id="contact-title">Contact</h2>
            <OrganisationContact organisation={organisation} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
