// GET /next-gen-scholar (and /ur/next-gen-scholar) – the scholarship programme (its title and opening paragraphs are the
// 'next-gen-scholar' site page staff edit, the draft in an administrator's preview), its intakes (dates from the
// platform; on the Urdu page each named after its term's Urdu name) and the application.
// Rendered per request for the phone field's default country (this request's headers); the intakes come
// from the data cache. No Suspense around the form: streamed boundaries need JavaScript to appear.
import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import type { ScholarshipIntake, Term } from '@/contract';
import { getUpcomingTerms } from '@/lib/api/catalogue';
import { getProgrammeChoices, getScholarshipIntakes } from '@/lib/api/forms';
import { shownSiteContent } from '@/lib/catalogue/page-preview';
import { requestDefaultCountry } from '@/lib/geo/request-country';
import { fieldLang } from '@/lib/i18n/field-lang';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { plainWords, translator } from '@/lib/i18n/translator';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PreviewBanner } from '@/components/catalogue/preview-banner';
import { pageOpening } from '@/components/content/page-opening';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateIn } from '@/lib/format';
import { requestFormText } from '../_components/request-form-text';
import { ApplicationForm } from './_components/application-form';
import panels from '@/components/ui/panels.module.css';
import styles from './next-gen-scholar.module.css';

// The title and description stay the page's own: the name the menu gives it, and what the whole page holds (who can
// apply, the dates, the form), which its edited opening does not say.
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, 'scholarship');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/next-gen-scholar', locale });
}

const APPLICATIONS_KEY = {
  open: 'applicationsClose',
  upcoming: 'applicationsOpen',
  closed: 'applicationsClosed',
} as const satisfies Record<ScholarshipIntake['status'], string>;

/** An intake named on the page: its term's name in the page's language, marked English where it has no Urdu yet. */
type NamedIntake = ScholarshipIntake & { lang?: 'en' };

/**
 * The platform names an intake after its term, in English ("Spring 2027 intake"): an Urdu page names it after the
 * term's Urdu name (the intake's slug is its term's). English pages show the platform's name as it is.
 */
function namedIntakes(intakes: ScholarshipIntake[], terms: readonly Term[] | null, locale: Locale): NamedIntake[] {
  if (locale === 'en') return intakes;
  const t = translator(locale, 'scholarship');
  return intakes.map((intake) => {
    const term = terms?.find((candidate) => candidate.slug === intake.slug);
    return term
      ? { ...intake, name: t('intakeName', { term: term.name }), ...fieldLang(locale, term, 'name') }
      : { ...intake, lang: 'en' };
  });
}

function IntakeList({ intakes, locale }: { intakes: NamedIntake[]; locale: Locale }) {
  const t = translator(locale, 'scholarship');
  if (intakes.length === 0) return <p>{t('noIntake')}</p>;
  const date = (isoDate: string) => formatDateIn(locale, isoDate);
  return (
    <ul className={styles.intakes}>
      {intakes.map((intake) => (
        <li key={intake.slug} className={styles.intake}>
          <strong lang={intake.lang} dir={intake.lang ? 'ltr' : undefined}>
            {intake.name}
          </strong>
          <span>{t('termStarts', { date: date(intake.startsOn) })}</span>
          <span>
            {t(APPLICATIONS_KEY[intake.status], {
              date: date(intake.status === 'upcoming' ? intake.applicationsOpenOn : intake.applicationsCloseOn),
            })}
          </span>
          <span>{t('decisionsBy', { date: date(intake.decisionsBy) })}</span>
        </li>
      ))}
    </ul>
  );
}

export default async function NextGenScholarPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const [{ content, previewed }, listed, terms, choices, defaultCountry] = await Promise.all([
    // Like the intakes, the text missing (or the platform down) leaves the form: the page's own words stand in.
    shownSiteContent(locale, 'next-gen-scholar').catch(() => ({ content: null, previewed: false })),
    getScholarshipIntakes().catch(() => null),
    locale === 'en' ? null : getUpcomingTerms(locale).catch(() => null),
    getProgrammeChoices(locale).catch(() => null),
    requestDefaultCountry(),
  ]);
  const intakes = listed && { items: namedIntakes(listed.items, terms?.items ?? null, locale) };
  const programmes =
    choices?.map(({ slug, title, ...programme }) => ({ slug, title, ...fieldLang(locale, programme, 'title') })) ??
    null;
  const open = intakes?.items.filter((i) => i.status === 'open') ?? [];
  const idempotencyKey = randomUUID();
  const t = translator(locale, 'scholarship');
  const opening = pageOpening(locale, content, { title: t('heading'), lead: t('lead'), paragraphs: [t('about')] });

  return (
    <div className="container">
      {previewed ? <PreviewBanner kind="pages" slug="next-gen-scholar" /> : null}
      <PageHeader eyebrow={t('eyebrow')} title={opening.title} lead={opening.lead} />
      <div className={`${panels.columns} ${panels.even} ${styles.layout}`}>
        <div className="prose">
          {opening.paragraphs.length > 0 ? (
            <section aria-labelledby="about-title">
              <h2 id="about-title">{t('aboutTitle')}</h2>
              {opening.paragraphs}
            </section>
          ) : null}
          <section aria-labelledby="who-title">
            <h2 id="who-title">{t('whoTitle')}</h2>
            <ul>
              <li>{t('whoAge')}</li>
              <li>{t('whoStudents')}</li>
              <li>{t('whoIncome')}</li>
              <li>{t('whoGuardian')}</li>
              <li>{t('whoOnce')}</li>
            </ul>
          </section>
          <section aria-labelledby="dates-title">
            <h2 id="dates-title">{t('datesTitle')}</h2>
            {intakes === null ? (
              <p role="status">{t('datesUnavailable')}</p>
            ) : (
              <IntakeList intakes={intakes.items} locale={locale} />
            )}
          </section>
        </div>
        <section aria-labelledby="apply-title" className={panels.panel}>
          <h2 id="apply-title">{t('applyTitle')}</h2>
          {open.length > 0 && programmes ? (
            <ApplicationForm
              intakes={open}
              programmes={programmes}
              defaultCountry={defaultCountry}
              idempotencyKey={idempotencyKey}
              locale={locale}
              words={plainWords(locale, 'scholarshipForm')}
              text={requestFormText(locale, '/next-gen-scholar')}
            />
          ) : (
            <p>{t('notOpen')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
