// GET /about-us (and /ur/about-us) – who runs the platform (site copy 'about' in the page's language, its English
// marked so where the platform has no Urdu yet), with Organization JSON-LD. An administrator's preview shows its draft.
import type { Metadata } from 'next';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { notFound } from 'next/navigation';
import { getOrganisation } from '@/lib/api/site';
import { shownSiteContent } from '@/lib/catalogue/page-preview';
import { PreviewBanner } from '@/components/catalogue/preview-banner';
import { config } from '@/lib/config';
import { localePath } from '@/lib/i18n/locale-path';
import { fieldLang } from '@/lib/i18n/field-lang';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/seo/site';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { PlatformText } from '@/components/ui/platform-text';
import { pageOpening } from '@/components/content/page-opening';
import { OrganisationContact } from '@/components/layout/organisation-contact';

export const revalidate = 300;

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { content } = await shownSiteContent(locale, 'about');
  return pageMetadata({
    title: content?.title ?? `About ${SITE_NAME}`,
    description: content?.body[0] ?? SITE_DESCRIPTION,
    path: '/about-us',
    locale,
  });
}

export default async function AboutPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [{ content, previewed }, organisation] = await Promise.all([
    shownSiteContent(locale, 'about'),
    getOrganisation(locale),
  ]);
  if (!content) notFound();
  const lead = content.body[0];
  const opening = pageOpening(locale, content);
  const siteUrl = config().SITE_URL;
  const t = translator(locale, 'about');
  const english = (text: string) =>
    function English() {
      return <PlatformText locale={locale}>{text}</PlatformText>;
    };

  return (
    <div className="container">
      {previewed ? <PreviewBanner kind="pages" slug="about" /> : null}
      <JsonLdScript data={organizationJsonLd(siteUrl, lead ?? SITE_DESCRIPTION, organisation)} />
      <Breadcrumbs
        trail={[{ name: content.title, path: '/about-us', lang: fieldLang(locale, content, 'title').lang }]}
        locale={locale}
      />
      <PageHeader eyebrow={t('eyebrow')} title={opening.title} lead={opening.lead} />
      <div className="prose">{opening.paragraphs}</div>
      {organisation ? (
        <section aria-labelledby="who-title" className="section">
          <h2 id="who-title">{t('whoWeAre')}</h2>
          <p>
            {t.rich('runBy', {
              org: english(organisation.name),
              legal: english(organisation.legalName),
              registration: english(organisation.registration),
            })}
          </p>
          <OrganisationContact organisation={organisation} locale={locale} />
          <p>
            {t.rich('policies', {
              privacy: (chunks) => <Link href={localePath(locale, '/privacy')}>{chunks}</Link>,
              terms: (chunks) => <Link href={localePath(locale, '/terms')}>{chunks}</Link>,
            })}
          </p>
        </section>
      ) : null}
      <h2>{t('startTitle')}</h2>
      <p>{t('startLead')}</p>
      <p className="actions">
        <ButtonLink href={localePath(locale, '/#programmes')}>{t('browse')}</ButtonLink>
        <ButtonLink href={localePath(locale, '/support')} variant="secondary">
          {t('contact')}
        </ButtonLink>
      </p>
    </div>
  );
}
