// Withdrawing from an enrolled programme: where the learner's withdrawal stands (requested, or the refund sent), or
// a "Withdraw from semester N" link for each paid semester the Terms still refund.
import type { Enrolment } from '@/contract';
import { formatPrice } from '@/components/catalogue/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';

export function SemesterWithdrawal({ enrolment }: { enrolment: Enrolment }) {
  const withdrawn = enrolment.semesters.find((semester) => semester.standing.withdrawal);
  const withdrawal = withdrawn?.standing.withdrawal;
  if (withdrawn && withdrawal)
    return (
      <p role="status">
        {`You withdrew from semester ${withdrawn.number}: `}
        {withdrawal.status === 'refunded'
          ? `refund sent, ${formatPrice(withdrawal.refund)} to the method you paid with.`
          : `withdrawal requested, ${formatPrice(withdrawal.refund)} to come back once our staff send it.`}
      </p>
    );
  const open = enrolment.semesters.filter((semester) => semester.standing.withdrawable);
  if (open.length === 0) return null;
  const query = (number: number) =>
    new URLSearchParams({ programme: enrolment.programme.slug, semester: String(number) }).toString();
  return (
    <ul aria-label={`Withdraw from ${enrolment.programme.title}`}>
      {open.map((semester) => (
        <li key={semester.number}>
          <Link href={`/user-dashboard/withdraw?${query(semester.number)}`}>
            {`Withdraw from semester ${semester.number}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}
