// Bank transfer or Raast, on the server: where to send the money and which reference to quote, in the page's
// language (the account's details and the reference read left to right), then the form (./transfer-form.tsx).
import { cookies } from 'next/headers';
import { formatRupees } from '@/contract/money';
import { decodeFormState } from '@/lib/forms/form-state-cookie';
import { COOKIES } from '@/lib/session/cookie-definitions';
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { PlatformText } from '@/components/ui/platform-text';
import type { CheckoutView } from '../checkout-view';
import { TransferForm } from './transfer-form';
import styles from './checkout.module.css';

export async function TransferPanel({
  view,
  locale,
  returned,
}: {
  view: CheckoutView;
  locale: Locale;
  /** Back from ../transfer/route.ts with a refusal: its state is in the transfer_form_state cookie. */
  returned: boolean;
}) {
  const order = view.order;
  const account = view.options.bankAccount;
  const payment = order?.payments.at(-1);
  if (!order || !account || payment?.method !== 'bank_transfer') return null;
  const t = translator(locale, 'checkout');
  const state = returned ? decodeFormState((await cookies()).get(COOKIES.transferFormState.name)?.value) : null;
  return (
    <section className={styles.panel} aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">{account.raastId ? t('transferHeadingRaast') : t('transferHeading')}</h2>
      <p>{t.rich('transferLead', { amount: () => <strong>{formatRupees(order.total, locale)}</strong> })}</p>
      <dl className={styles.bank}>
        <dt>{t('accountTitle')}</dt>
        <dd>
          <PlatformText locale={locale}>{account.accountTitle}</PlatformText>
        </dd>
        <dt>{t('bank')}</dt>
        <dd>
          <PlatformText locale={locale}>{account.bank}</PlatformText>
        </dd>
        <dt>{t('iban')}</dt>
        <dd className={styles.code} dir="ltr">
          {account.iban}
        </dd>
        {account.raastId ? (
          <>
            <dt>{t('raastId')}</dt>
            <dd className={styles.code} dir="ltr">
              {account.raastId}
            </dd>
          </>
        ) : null}
        <dt>{t('reference')}</dt>
        <dd className={styles.code} dir="ltr">
          {order.reference}
        </dd>
      </dl>
      <TransferForm
        order={order.id}
        payment={payment.id}
        receiptStored={payment.hasTransferReceipt}
        idempotencyKey={view.idempotencyKey}
        action={localePath(locale, '/checkout/transfer')}
        returnedState={state?.values.payment === payment.id ? state : null}
        another={localePath(locale, checkoutHref({ order: order.id, step: 'method' }))}
        locale={locale}
        text={{
          transactionId: t('transactionId'),
          transactionIdHint: t('transactionIdHint'),
          receipt: t('receiptScreenshot'),
          receiptHint: payment.hasTransferReceipt ? t('receiptKept') : t('receiptHint'),
          submit: t('sendTransfer'),
          pending: t('sending'),
          another: t('anotherWay'),
          errorSummaryTitle: translator(locale, 'forms')('errorSummaryTitle'),
        }}
      />
    </section>
  );
}
