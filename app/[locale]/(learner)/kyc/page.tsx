// /kyc (and /ur/kyc) – identity verification: the learner's status and, when they may submit, the form (in steps with
// JavaScript, one multipart form without). `?next=` (a same-origin path) is where they go after submitting.
import type { Metadata } from 'next';
import { randomUUID } from 'node:crypto';
import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { EMAIL_UNVERIFIED_MESSAGE } from '@/contract';
import { PageHeader } from '@/components/ui/page-header';
import { getUpcomingTerms } from '@/lib/api/catalogue';
import { getKycStatus } from '@/lib/api/kyc';
import { safeNextPath } from '@/lib/auth/safe-next';
import { localePath } from '@/lib/i18n/locale-path';
import { platformText } from '@/lib/i18n/platform-text';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pickMessages, translator } from '@/lib/i18n/translator';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { KycVerification } from './_components/kyc-verification';
import { decodeFormState, FORM_STATE_COOKIE, RETURNED_QUERY } from './form-state-cookie';
import { kycCheckMessages } from './kyc-messages';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'kyc');
  return signedInPageMetadata({ title: t('title'), description: t('description') });
}

export default async function KycPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<{ next?: string | string[]; form?: string }>;
}) {
  const [locale, { next: rawNext, form }] = await Promise.all([pageLocale(params), searchParams]);
  // Back from a post without JavaScript: what was typed and the messages (already in the page's language).
  const returnedState =
    form === RETURNED_QUERY ? decodeFormState((await cookies()).get(FORM_STATE_COOKIE)?.value) : null;
  const next = safeNextPath(typeof rawNext === 'string' ? rawNext : undefined);
  const session = await requireSession(localePath(locale, next ? `/kyc?next=${encodeURIComponent(next)}` : '/kyc'));
  // The next intake's first day: the date of birth is checked against it at the field (the platform checks again).
  // Only its date is used: the English answer serves both languages.
  const [status, upcoming] = await Promise.all([getKycStatus(session.accessToken), getUpcomingTerms('en')]);
  const intakeStartsOn = upcoming.items[0]?.startsOn ?? null;
  const t = translator(locale, 'kyc');
  return (
    <div className="container section">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      {session.user.email_verified ? null : (
        <p role="status" className="muted">
          {platformText(locale, EMAIL_UNVERIFIED_MESSAGE)}
        </p>
      )}
      {/* The form's words: only the namespaces its components read reach the browser. */}
      <NextIntlClientProvider messages={pickMessages(locale, ['kyc', 'forms', 'dashboard'])}>
        <KycVerification
          initialStatus={status}
          idempotencyKey={randomUUID()}
          next={next}
          email={session.user.email}
          returnedState={returnedState}
          intakeStartsOn={intakeStartsOn}
          locale={locale}
          checkMessages={kycCheckMessages(locale, intakeStartsOn)}
        />
      </NextIntlClientProvider>
    </div>
  );
}
