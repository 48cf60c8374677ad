// One programme in a listing: what it is, how it runs, what a semester costs, and whether it cannot be enrolled in
// now (closed, or no intake open yet: the programme page's words for it).
// A listing repeats this card, and each element is in the HTML and again in the page's flight data: the card
// styles its parts by position (catalogue.module.css) and writes each line as one text.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { ProgrammeSummary } from '@/contract';
import type { EnrolmentState } from '@/lib/checkout/enrolment-state';
import { formatRupees } from '@/contract/money';
import { localePath } from '@/lib/i18n/locale-path';
import { fieldLang } from '@/lib/i18n/field-lang';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { Icon } from '@/components/ui/icon';
import styles from './catalogue.module.css';

// The marks' words are the programme page's (lib/checkout/enrolment-state.ts), from the catalogues.
const MARK: Record<Exclude<EnrolmentState, 'open'>, { key: 'closed' | 'noIntake'; className: string | undefined }> = {
  closed: { key: 'closed', className: styles.closed },
  'no-intake': { key: 'noIntake', className: styles.noIntake },
};

interface ProgrammeCardProps {
  programme: ProgrammeSummary;
  /** Whether checkout would sell it now (lib/checkout/enrolment-state.ts), as its page says. */
  enrolment: EnrolmentState;
  headingLevel?: 2 | 3;
  locale?: Locale;
}

export function ProgrammeCard({ programme, enrolment, headingLevel = 3, locale = 'en' }: ProgrammeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = translator(locale, 'programmeCard');
  return (
    <article className={styles.card}>
      <Heading {...fieldLang(locale, programme, 'title')}>
        <Link href={localePath(locale, `/${programme.slug}`)}>{programme.title}</Link>
      </Heading>
      {enrolment === 'open' ? null : <p className={MARK[enrolment].className}>{t(MARK[enrolment].key)}</p>}
      <ul className={styles.meta} aria-label={t('format')}>
        <li>
          <Icon name="lucide:graduation-cap" />
          {t(programme.level)}
        </li>
        <li>
          <Icon name={programme.mode === 'online' ? 'lucide:laptop' : 'lucide:users'} />
          {t(programme.mode)}
        </li>
        <li>
          <Icon name="lucide:calendar-range" />
          {t('semesters', { count: programme.semesterCount })}
        </li>
      </ul>
      <p {...fieldLang(locale, programme, 'tagline')}>{programme.tagline}</p>
      <p className={styles.price}>
        {`${formatRupees(programme.pricePerSemester, locale)} `}
        <small>{t('perSemester')}</small>
      </p>
    </article>
  );
}
