// /user-dashboard/withdraw?programme=…&semester=N – withdraw from a paid semester: what the Terms give back today
// (the platform's figure and the last day of the half refund), what happens to the rest, then the confirmation.
import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { slugSchema } from '@/contract';
import { formatDate, formatPrice } from '@/components/catalogue/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { listEnrolments } from '@/lib/api/checkout';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireSession } from '@/lib/session/server-session';
import { WithdrawForm } from './_components/withdraw-form';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Withdraw from a semester',
  description: 'Withdraw from a paid semester and what the Terms give back.',
});

const querySchema = z.object({ programme: slugSchema, semester: z.coerce.number().int().min(1).max(20) });

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function WithdrawPage({ searchParams }: { searchParams: SearchParams }) {
  const query = querySchema.safeParse(await searchParams);
  const permalink = query.success
    ? `/user-dashboard/withdraw?programme=${encodeURIComponent(query.data.programme)}&semester=${query.data.semester}`
    : '/user-dashboard';
  const session = await requireSession(permalink);
  if (!query.success) notFound();
  const { programme, semester: number } = query.data;
  const enrolment = (await listEnrolments(session.accessToken)).items.find((e) => e.programme.slug === programme);
  const semester = enrolment?.semesters.find((s) => s.number === number);
  if (!enrolment || !semester) notFound();
  const title = `Withdraw from semester ${number}`;
  const offer = semester.standing.withdrawable;
  const whole = offer !== null && offer.refund.amountPaisa === semester.standing.fee.amountPaisa;
  return (
    <div className="container section">
      <PageHeader eyebrow={enrolment.programme.title} title={title} />
      {offer === null ? (
        <p>
          {semester.standing.status === 'withdrawn'
            ? 'You have already withdrawn from this programme.'
            : `Semester ${number} cannot be withdrawn online: under the Terms only a paid semester can be, until the end of its first 14 days. Contact support to stop.`}
        </p>
      ) : (
        <>
          <h2>What comes back</h2>
          <p>
            {whole ? (
              <>
                Its term has not started: the whole fee, <strong>{formatPrice(offer.refund)}</strong>, goes back to the
                method you paid with.
              </>
            ) : (
              <>
                You are in the first 14 days of its term: half the fee, <strong>{formatPrice(offer.refund)}</strong>,
                goes back to the method you paid with. The half refund ends on {formatDate(offer.halfRefundUntil)};
                after that, under the Terms, nothing comes back.
              </>
            )}
          </p>
          <h2>What happens to the rest</h2>
          <ul>
            <li>
              Your place in {enrolment.programme.title} ends from semester {number} on: you are not asked to pay for any
              later semester.
            </li>
            <li>
              Semester {number} and every later one close in the LMS; the semesters before it stay open, with your
              receipts.
            </li>
            <li>Our staff send the refund; we e-mail you now and again once it is sent.</li>
          </ul>
          <WithdrawForm programme={programme} semester={number} idempotencyKey={randomUUID()} permalink={permalink} />
        </>
      )}
      <p>
        <Link href="/user-dashboard">Back to my dashboard</Link>
      </p>
    </div>
  );
}
