'use client';
// Bank transfer or Raast: where to send the money and which reference to quote, then the transaction id and a
// screenshot of the receipt (a form that works without JavaScript). Staff confirm it; the learner is e-mailed.
import { useActionState } from 'react';
import { formatPrice } from '@/components/catalogue/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { initialActionState } from '@/lib/forms/action-state';
import { sendTransferAction } from '../transfer-action';
import type { CheckoutView } from '../checkout-view';
import styles from './checkout.module.css';

const FIELDS = [
  { name: 'transaction_id', id: 'transfer-id' },
  { name: 'receipt', id: 'transfer-receipt' },
] as const;

export function TransferStep({ view }: { view: CheckoutView }) {
  // The permalink is this step's own address: without JavaScript the form posts there (never an empty action).
  const [state, action, pending] = useActionState(
    sendTransferAction,
    initialActionState,
    checkoutHref({ order: view.order?.id, step: 'transfer' }),
  );
  const order = view.order;
  const account = view.options.bankAccount;
  const payment = order?.payments.at(-1);
  if (!order || !account || payment?.method !== 'bank_transfer') return null;
  return (
    <section className={styles.panel} aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">Pay by bank transfer{account.raastId ? ' or Raast' : ''}</h2>
      <p>
        Transfer <strong>{formatPrice(order.total)}</strong> from any Pakistani bank account or wallet, and write the
        reference in the transfer’s description so we can match it.
      </p>
      <dl className={styles.bank}>
        <dt>Account title</dt>
        <dd>{account.accountTitle}</dd>
        <dt>Bank</dt>
        <dd>{account.bank}</dd>
        <dt>IBAN</dt>
        <dd className={styles.code}>{account.iban}</dd>
        {account.raastId ? (
          <>
            <dt>Raast ID</dt>
            <dd className={styles.code}>{account.raastId}</dd>
          </>
        ) : null}
        <dt>Reference</dt>
        <dd className={styles.code}>{order.reference}</dd>
      </dl>
      <form action={action} noValidate encType="multipart/form-data">
        <ErrorSummary state={state} fields={FIELDS} />
        <input type="hidden" name="order" value={order.id} />
        <input type="hidden" name="payment" value={payment.id} />
        <input type="hidden" name="idempotencyKey" value={view.idempotencyKey} />
        <input type="hidden" name="receiptStored" value={String(payment.hasTransferReceipt)} />
        <TextField
          id="transfer-id"
          name="transaction_id"
          label="Transaction id"
          hint="From your banking app’s confirmation, for example FT26110ABC12."
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
          label="Screenshot of the transfer receipt"
          hint={
            payment.hasTransferReceipt
              ? 'We have your screenshot. Choose another only to replace it.'
              : 'A JPEG, PNG or WebP image, up to 10 MB.'
          }
          required={!payment.hasTransferReceipt}
          error={state.fieldErrors.receipt}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={pending} aria-disabled={pending}>
            {pending ? 'Sending…' : 'Send for confirmation'}
          </Button>
          <Link href={checkoutHref({ order: order.id, step: 'method' })}>Choose another way to pay</Link>
        </div>
      </form>
    </section>
  );
}
