// /staff/catalogue/intakes/{slug} – an intake's editor: its dates and seats, closing it to new orders, and the two ends
// of an intake: delete (only when nobody holds it) or cancel (after a confirmation saying what happens to paid learners).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { readEditableIntake } from '@/lib/api/catalogue-editor';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import { EndIntakeForm } from '../../_components/end-intake-form';
import { IntakeForm } from '../../_components/intake-form';
import { intakeToForm, STATUS_TEXT } from '../../_components/intake-content';
import styles from '../../_components/editor.module.css';

export const metadata: Metadata = signedInPageMetadata({ title: 'Edit intake', description: 'An intake.' });

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const learners = (count: number) => `${count} learner${count === 1 ? '' : 's'}`;

export default async function EditIntakePage({ params, searchParams }: Props) {
  const { slug } = await params;
  const path = `/staff/catalogue/intakes/${slug}`;
  const session = await requireAdminSession(path);
  const intake = await readEditableIntake(session.accessToken, slug);
  if (!intake) notFound();
  const outcome = await searchParams;
  // The entry each form acts on: this intake at the version shown, with this page's Idempotency-Key prefix.
  const entry = { original: slug, version: intake.version, formKey: crypto.randomUUID() };
  const said = outcome.created
    ? 'Created: learners can choose it now.'
    : outcome.saved
      ? `Saved (version ${String(outcome.saved)}): the calendar and checkout show it now.`
      : outcome.cancelled
        ? 'Cancelled. The paid learners’ payments are on the refunds-owed list.'
        : null;
  const cancelled = intake.status === 'cancelled';
  return (
    <>
      <PageHeader title={intake.live.name} lead="Intake" />
      <div className={styles.status}>
        {said ? <p role="status">{said}</p> : null}
        <p>
          {STATUS_TEXT[intake.status]}. Seats held: {intake.seatsTaken}
          {intake.live.seats === null ? ' (no limit)' : ` of ${intake.live.seats}`}. Paid learners:{' '}
          {intake.paidLearners}. Version {intake.version}.
        </p>
      </div>
      {cancelled ? null : (
        <section aria-labelledby="intake-details">
          <h2 id="intake-details">Dates and seats</h2>
          <IntakeForm {...entry} initial={intakeToForm(intake.live)} datesFixed={intake.datesFixed} permalink={path} />
        </section>
      )}
      {cancelled ? null : (
        <section aria-labelledby="intake-cancel">
          <h2 id="intake-cancel">Cancel the intake</h2>
          {outcome.step === 'cancel' ? (
            <>
              <p>
                Cancelling is final. Unpaid orders for it are cancelled. {learners(intake.paidLearners)} paid: their
                orders are cancelled, their enrolment ends, and every payment is recorded as owed back in full, on the
                refunds-owed list. Each of them is e-mailed what is owed back and that staff will send it.
              </p>
              <div className={styles.actions}>
                <EndIntakeForm
                  {...entry}
                  step="cancel"
                  label="Yes, cancel the intake"
                  permalink={`${path}?step=cancel`}
                />
                <Link href={path}>Keep the intake</Link>
              </div>
            </>
          ) : (
            <p>
              To stop new orders only, choose “Closed to new orders” above.{' '}
              <Link href={`${path}?step=cancel`}>Cancel the intake…</Link>
            </p>
          )}
        </section>
      )}
      <section aria-labelledby="intake-delete">
        <h2 id="intake-delete">Delete the intake</h2>
        <p>Only an intake no order or scholarship application names can be deleted.</p>
        <EndIntakeForm {...entry} step="delete" label="Delete the intake" permalink={path} />
      </section>
    </>
  );
}
