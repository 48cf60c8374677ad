'use client';
// The bank transfer's form: the transaction id and a screenshot of the receipt. It posts, with or without JavaScript,
// to ../transfer/route.ts, which streams the screenshot on to the platform; a refusal comes back as `returnedState`.
// Staff confirm it; the learner is e-mailed. Its words come from the server in the page's language; an Urdu page says
// so in the hidden `locale`.
import { useState } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { initialActionState, type ActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import styles from './checkout.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const FIELDS = [
  { name: 'transaction_id', id: 'transfer-id' },
  { name: 'receipt', id: 'transfer-receipt' },
] as const;

export interface TransferFormText {
  transactionId: string;
  transactionIdHint: string;
  receipt: string;
  receiptHint: string;
  submit: string;
  pending: string;
  another: string;
  errorSummaryTitle: string;
}

export function TransferForm({
  order,
  payment,
  receiptStored,
  idempotencyKey,
  action,
  returnedState,
  another,
  locale,
  text,
}: {
  order: string;
  payment: string;
  receiptStored: boolean;
  idempotencyKey: string;
  /** The route handler the form posts to, in the page's language. */
  action: string;
  returnedState: Pick<ActionState, 'values' | 'fieldErrors' | 'formError' | 'submission'> | null;
  another: string;
  locale: Locale;
  text: TransferFormText;
}) {
  const state = returnedState ?? initialActionState;
  const [pending, setPending] = useState(false);
  return (
    <form action={action} method="post" noValidate encType="multipart/form-data" onSubmit={() => setPending(true)}>
      <ErrorSummary state={state} fields={FIELDS} title={text.errorSummaryTitle} />
      <LocaleField locale={locale} />
      <input type="hidden" name="order" value={order} />
      <input type="hidden" name="payment" value={payment} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="receiptStored" value={String(receiptStored)} />
      <TextField
        id="transfer-id"
        name="transaction_id"
        label={text.transactionId}
        hint={text.transactionIdHint}
        required
        autoComplete="off"
        defaultValue={state.values.transaction_id}
        key={`id-${state.submission}`}
        error={state.fieldErrors.transaction_id}
        maxLength={60}
        dir="ltr"
      />
      <TextField
        id="transfer-receipt"
        name="receipt"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        label={text.receipt}
        hint={text.receiptHint}
        required={!receiptStored}
        error={state.fieldErrors.receipt}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={pending} aria-disabled={pending}>
          {pending ? text.pending : text.submit}
        </Button>
        <Link href={another}>{text.another}</Link>
      </div>
    </form>
  );
}
