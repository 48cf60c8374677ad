// Withdrawing from an enrolled programme: where the learner's withdrawal stands (each semester's refund, from what was
// paid: when it was asked for, and whether and when it was sent), and a "Withdraw from semester N" link for each paid semester the Terms still refund.
import type { Enrolment } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { formatRupees } from '@/contract/money';
import { formatMomentDateIn } from '@/lib/format';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

type Words = ReturnType<typeof translator<'dashboard'>>;

function WithdrawalStatus({ enrolment, t, locale }: { enrolment: Enrolment; t: Words; locale: Locale }) {
  const from = enrolment.semesters.find((semester) => semester.standing.status === 'withdrawn');
  if (!from) return null;
  const refunds = enrolment.semesters.flatMap(({ number, standing }) =>
    standing.withdrawal ? [{ number, ...standing.withdrawal }] : [],
  );
  const [only] = refunds;
  // The day the learner asked: the first refund's (one request records them all).
  const date = only ? formatMomentDateIn(locale, only.requestedAt) : '';
  // One semester's money coming back: one sentence, as before any later semester was paid for.
  if (refunds.length === 1 && only?.number === from.number)
    return (
      <p role="status">
        {only.status === 'refunded'
          ? t('withdrewRefunded', {
              number: from.number,
              date,
              amount: formatRupees(only.refund, locale),
              sent: formatMomentDateIn(locale, only.settledAt ?? only.requestedAt),
            })
          : t('withdrewRequested', { number: from.number, date, amount: formatRupees(only.refund, locale) })}
      </p>
    );
  return (
    <div role="status">
      <p>{refunds.length > 0 ? t('withdrewFrom', { number: from.number, date }) : t('feeWithdrawn')}</p>
      {refunds.length > 0 ? (
        <ul>
          {refunds.map((r) => (
            <li key={r.number}>
              {r.status === 'refunded'
                ? t('refundOwedSent', {
                    number: r.number,
                    amount: formatRupees(r.refund, locale),
                    date: formatMomentDateIn(locale, r.settledAt ?? r.requestedAt),
                  })
                : t('refundOwedRequested', { number: r.number, amount: formatRupees(r.refund, locale) })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function SemesterWithdrawal({ enrolment, locale = 'en' }: { enrolment: Enrolment; locale?: Locale }) {
  const t = translator(locale, 'dashboard');
  // Withdrawn from a later semester, a learner may still withdraw from an earlier one the Terms refund.
  const open = enrolment.semesters.filter((semester) => semester.standing.withdrawable);
  const query = (number: number) =>
    new URLSearchParams({ programme: enrolment.programme.slug, semester: String(number) }).toString();
  return (
    <>
      <WithdrawalStatus enrolment={enrolment} t={t} locale={locale} />
      {open.length > 0 ? (
        <ul aria-label={t('withdrawFromProgramme', { programme: embedded(locale, enrolment.programme.title) })}>
          {open.map((semester) => (
            <li key={semester.number}>
              <Link href={localePath(locale, `/user-dashboard/withdraw?${query(semester.number)}`)}>
                {t('withdrawFromSemester', { number: semester.number })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
