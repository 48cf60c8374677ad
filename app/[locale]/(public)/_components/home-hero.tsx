// The top of the home page: the platform's promise (site copy 'home', in the page's language where the platform holds
// it, else its English marked so) and the calls to action.
import type { SiteContent } from '@/contract';
import { buttonClassName } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import pageHeaderStyles from '@/components/ui/page-header.module.css';
import { localePath } from '@/lib/i18n/locale-path';
import { fieldLang } from '@/lib/i18n/field-lang';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import styles from './home.module.css';

const FALLBACK: SiteContent = {
  key: 'home',
  title: 'Learn job-ready skills, one semester at a time',
  body: ['Programmes taught by practising professionals, with a clear learning path and fair prices in rupees.'],
  sections: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
  untranslated: ['title', 'body'],
};

export function HomeHero({ content, locale }: { content: SiteContent | null; locale: Locale }) {
  const shown = content ?? FALLBACK;
  const { title, body } = shown;
  const [lead, ...offers] = body;
  const t = translator(locale, 'home');
  const lang = fieldLang(locale, shown, 'body');
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className="container">
        <h1 id="home-title" {...fieldLang(locale, shown, 'title')}>
          {title}
        </h1>
        {lead ? (
          <p className={styles.lead} {...lang}>
            {lead}
          </p>
        ) : null}
        {/* Laid out like every page header's calls to action. */}
        <div className={pageHeaderStyles.actions}>
          {/* A plain fragment link: it only scrolls this page, so the router has nothing to do. */}
          <a href="#programmes" className={buttonClassName()}>
            {t('browseProgrammes')}
          </a>
          <ButtonLink href={localePath(locale, '/learning-path')} variant="secondary">
            {t('seeLearningPath')}
          </ButtonLink>
          <ButtonLink href={localePath(locale, '/register')} variant="secondary">
            {t('createAccount')}
          </ButtonLink>
        </div>
        {offers.length > 0 ? (
          <ul className={styles.offers} {...lang}>
            {/* Keyed by place: a key is written into the flight data, and the whole offer as a key doubled it. */}
            {offers.map((offer, index) => (
              <li key={index}>{offer}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
