'use client';
// The /kyc screen: the status, fetched with swr and revalidated when the tab regains focus (a learner who keeps the
// page open sees the decision), and the form whenever a submission is possible (first time, or after a rejection).
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { kycStatusSchema, type KycStatus } from '@/contract';
import type { Locale } from '@/lib/i18n/locales';
import type { KycFormState } from '../kyc-submission';
import { KycForm } from './kyc-form';
import { KycStatusPanel } from './kyc-status-panel';

const fetchStatus = async (url: string): Promise<KycStatus> => {
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`status ${response.status}`);
  return kycStatusSchema.parse(await response.json());
};

interface KycVerificationProps {
  initialStatus: KycStatus;
  idempotencyKey: string;
  next: string | null;
  email: string;
  returnedState: KycFormState | null;
  /** The first day of the next intake, on which a learner must be old enough. */
  intakeStartsOn: string | null;
  locale: Locale;
  /** The browser's own checks' messages, English → the page's language (none on English pages). */
  checkMessages?: Record<string, string>;
}

export function KycVerification({
  initialStatus,
  idempotencyKey,
  next,
  email,
  returnedState,
  intakeStartsOn,
  locale,
  checkMessages,
}: KycVerificationProps) {
  const { data, mutate } = useSWR('/kyc/status', fetchStatus, {
    fallbackData: initialStatus,
    revalidateOnFocus: true,
    revalidateOnMount: false,
  });
  // A new submission gets a new key: the form is remounted when the learner may submit again.
  const [formKey, setFormKey] = useState(idempotencyKey);
  const onSubmitted = useCallback(
    (status: KycStatus) => {
      void mutate(status, { revalidate: false });
      setFormKey(crypto.randomUUID());
    },
    [mutate],
  );
  const status = data ?? initialStatus;
  return (
    <>
      <KycStatusPanel status={status} next={next} email={email} locale={locale} />
      {status.can_submit ? (
        <KycForm
          key={formKey}
          idempotencyKey={formKey}
          next={next}
          returnedState={formKey === idempotencyKey ? returnedState : null}
          intakeStartsOn={intakeStartsOn}
          onSubmitted={onSubmitted}
          locale={locale}
          checkMessages={checkMessages}
        />
      ) : null}
    </>
  );
}
