// Withdrawing from an enrolled programme: where the learner's withdrawal stands (requested, or the refund sent), or
// a "Withdraw from semester N" link for each paid semester the Terms still refund.
import type { Enrolment } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { formatRupees } from '@/contract/money';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

export function SemesterWithdrawal({ enrolment, locale = 'en' }: { enrolment: Enrolment; locale?: Locale }) {
  const t = translator(locale, 'dashboard');
  const withdrawn = enrolment.semesters.find((semester) => semester.standing.withdrawal);
  const withdrawal = withdrawn?.standing.withdrawal;
  if (withdrawn && withdrawal)
    return (
      <p role="status">
        {t(withdrawal.status === 'refunded' ? 'withdrewRefunded' : 'withdrewRequested', {
          number: withdrawn.number,
          amount: formatRupees(withdrawal.refund, locale),
        })}
      </p>
    );
  const open = enrolment.semesters.filter((semester) => semester.standing.withdrawable);
  if (open.length === 0) return null;
  const query = (number: number) =>
    new URLSearchParams({ programme: enrolment.programme.slug, semester: String(number) }).toString();
  return (
    <ul aria-label={t('withdrawFromProgramme', { programme: embedded(locale, enrolment.programme.title) })}>
      {open.map((semester) => (
        <li key={semester.number}>
          <Link href={localePath(locale, `/user-dashboard/withdraw?${query(semester.number)}`)}>
            {t('withdrawFromSemester', { number: semester.number })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
