// /kyc – identity verification: the learner's status and, when they may submit, the form (in steps with
// JavaScript, one multipart form without). `?next=` (a same-origin path) is where they go after submitting.
import type { Metadata } from 'next';
import { randomUUID } from 'node:crypto';
import { cookies } from 'next/headers';
import { EMAIL_UNVERIFIED_MESSAGE } from '@/contract';
import { PageHeader } from '@/components/ui/page-header';
import { getUpcomingTerms } from '@/lib/api/catalogue';
import { getKycStatus } from '@/lib/api/kyc';
import { safeNextPath } from '@/lib/auth/safe-next';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { KycVerification } from './_components/kyc-verification';
import { decodeFormState, FORM_STATE_COOKIE, RETURNED_QUERY } from './form-state-cookie';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Verify your identity',
  description: 'Verify your identity once before you enrol, with your CNIC, NICOP, B-Form or passport and a selfie.',
});

export default async function KycPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[]; form?: string }>;
}) {
  const { next: rawNext, form } = await searchParams;
  // Back from a post without JavaScript: what was typed and the messages.
  const returnedState =
    form === RETURNED_QUERY ? decodeFormState((await cookies()).get(FORM_STATE_COOKIE)?.value) : null;
  const next = safeNextPath(typeof rawNext === 'string' ? rawNext : undefined);
  const session = await requireSession(next ? `/kyc?next=${encodeURIComponent(next)}` : '/kyc');
  // The next intake's first day: the date of birth is checked against it at the field (the platform checks again).
  const [status, upcoming] = await Promise.all([getKycStatus(session.accessToken), getUpcomingTerms()]);
  return (
    <div className="container section">
      <PageHeader
        eyebrow="My account"
        title="Verify your identity"
        lead="Before your first payment we confirm who you are, once: your CNIC, NICOP, B-Form (under 18) or passport, and a selfie. It takes about five minutes."
      />
      {session.user.email_verified ? null : (
        <p role="status" className="muted">
          {EMAIL_UNVERIFIED_MESSAGE}
        </p>
      )}
      <KycVerification
        initialStatus={status}
        idempotencyKey={randomUUID()}
        next={next}
        email={session.user.email}
        returnedState={returnedState}
        intakeStartsOn={upcoming.items[0]?.startsOn ?? null}
      />
    </div>
  );
}
