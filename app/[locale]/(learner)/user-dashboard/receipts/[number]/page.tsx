// /user-dashboard/receipts/{number} (and /ur/…) – one receipt, laid out to print (the print stylesheet drops the site's
// header, footer and buttons). Only its learner sees it; anyone else gets a 404.
import { cache, Fragment } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { issuerLines } from '@/contract';
import { formatRupees } from '@/contract/money';
import { formatDateRangeIn, formatMomentIn } from '@/lib/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { getReceipt } from '@/lib/api/checkout';
import { localePath } from '@/lib/i18n/locale-path';
import { contentLang, embedded, type Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { platformText } from '@/lib/i18n/platform-text';
import { translator } from '@/lib/i18n/translator';
import { requireSession } from '@/lib/session/server-session';
import { PrintButton } from './print-button';
import { receiptMetadata } from './receipt-metadata';
import styles from './receipt.module.css';

type Params = Promise<{ locale: string; number: string }>;
const RECEIPT_NUMBER = /^R-\d{6,12}$/;

// The learner's own receipt, or notFound(): asked once per request, by the title and by the page.
const ownReceipt = cache(async (number: string, locale: Locale) => {
  const valid = RECEIPT_NUMBER.test(number);
  const session = await requireSession(localePath(locale, `/user-dashboard/receipts/${valid ? number : ''}`));
  const receipt = valid ? await getReceipt(session.accessToken, number) : null;
  if (!receipt) notFound();
  return receipt;
});

// No receipt: the 404's title.
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const receipt = await ownReceipt((await params).number, locale);
  return receiptMetadata(receipt.number, locale);
}

export default async function ReceiptPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const receipt = await ownReceipt((await params).number, locale);
  const { order, payment, learner } = receipt;
  const t = translator(locale, 'receipt');
  const when = (iso: string) => formatMomentIn(locale, iso);
  // The issuer's address, the learner's name, the programme and the lines are the platform's English.
  const lang = contentLang(locale);
  return (
    <div className={`container section ${styles.page}`}>
      <p className={styles.noPrint}>
        <Link href={localePath(locale, '/user-dashboard')}>{t('backToDashboard')}</Link>
      </p>
      <article className={styles.receipt} aria-labelledby="receipt-heading">
        <header className={styles.top}>
          <div>
            <p className={styles.issuer} lang="en" dir="ltr">
              {receipt.issuer?.legalName ?? 'Learner Portal'}
            </p>
            <h1 id="receipt-heading">
              {/* One unbroken number: a phone's narrow heading broke it after "R-". */}
              {t.rich('heading', {
                number: () => (
                  <span className={styles.number} dir="ltr">
                    {receipt.number}
                  </span>
                ),
              })}
            </h1>
          </div>
          <p>{t('issued', { when: when(receipt.issuedAt) })}</p>
        </header>
        <dl className={styles.facts}>
          {receipt.issuer ? (
            <>
              <dt>{t('paidTo')}</dt>
              <dd {...lang}>
                {issuerLines(receipt.issuer).map((line, index) => (
                  <Fragment key={line}>
                    {index > 0 ? <br /> : null}
                    {line}
                  </Fragment>
                ))}
              </dd>
            </>
          ) : null}
          <dt>{t('receivedFrom')}</dt>
          <dd>
            <span dir="auto">{learner.fullName}</span>
            <br />
            <span dir="ltr">{learner.email}</span>
          </dd>
          <dt>{t('order')}</dt>
          <dd dir="ltr">{order.reference}</dd>
          <dt>{t('programme')}</dt>
          <dd {...lang}>{order.programme.title}</dd>
          <dt>{t('semester')}</dt>
          <dd>{t('semesterNumber', { number: order.semester })}</dd>
          <dt>{t('intake')}</dt>
          <dd>
            {`${embedded(locale, order.intake.name)} (${formatDateRangeIn(locale, order.intake.startsOn, order.intake.endsOn)})`}
          </dd>
          <dt>{t('paidBy')}</dt>
          <dd>
            {translator(locale, 'dashboard')(`paymentMethod.${payment.method}`)}
            {receipt.transactionId
              ? t.rich('transaction', { id: () => <bdi dir="ltr">{receipt.transactionId}</bdi> })
              : null}
            {payment.completedAt ? t('paidOn', { when: when(payment.completedAt) }) : ''}
          </dd>
          {payment.refund ? (
            <>
              <dt>{t('refunded')}</dt>
              <dd>
                {t('refundedDetail', {
                  amount: formatRupees(payment.refund.amount, locale),
                  when: when(payment.refund.recordedAt),
                  method: translator(locale, 'dashboard')(`paymentMethod.${payment.refund.method}`),
                  reference: payment.refund.reference,
                })}
              </dd>
            </>
          ) : null}
        </dl>
        <table className={styles.lines}>
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columnDescription')}</th>
              <th scope="col" className={styles.amount}>
                {t('columnAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.description}>
                {/* The platform's line ("…: semester 1 tuition (…)") in the page's language; the names in it stay English. */}
                <td>{platformText(locale, line.description)}</td>
                <td className={styles.amount}>{formatRupees(line.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('totalPaid')}</th>
              <td className={styles.amount}>{formatRupees(payment.amount, locale)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="muted">{t('footnote')}</p>
      </article>
      <p className={styles.noPrint}>
        <PrintButton label={t('print')} />
      </p>
    </div>
  );
}
