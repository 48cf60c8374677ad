// Where the academic calendar stands: the term in progress and the next intake.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { CurrentTerms } from '@/contract';
import { formatDateIn, formatDateRangeIn } from '@/lib/format';
import { localePath } from '@/lib/i18n/locale-path';
import { fieldLang } from '@/lib/i18n/field-lang';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import styles from './home.module.css';

export function TermBanner({ terms, locale }: { terms: CurrentTerms; locale: Locale }) {
  const { current, next } = terms;
  if (!current && !next) return null;
  const t = translator(locale, 'home');
  return (
    <aside className={styles.banner} aria-label={t('termDates')}>
      {current ? (
        <p>
          {t.rich('currentTerm', {
            name: () => <strong {...fieldLang(locale, current, 'name')}>{current.name}</strong>,
            dates: formatDateRangeIn(locale, current.startsOn, current.endsOn),
          })}
        </p>
      ) : null}
      {next ? (
        <p>
          {t.rich('nextIntake', {
            name: () => <strong {...fieldLang(locale, next, 'name')}>{next.name}</strong>,
            date: formatDateIn(locale, next.startsOn),
          })}
          <Link href={localePath(locale, '/learning-path')}>{t('allTermDates')}</Link>
        </p>
      ) : null}
    </aside>
  );
}
