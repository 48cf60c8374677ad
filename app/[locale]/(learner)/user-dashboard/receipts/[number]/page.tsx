// /user-dashboard/receipts/{number} – one receipt, laid out to print (the print stylesheet drops the site's
// header, footer and buttons). Only its learner sees it; anyone else gets a 404.
import { cache, Fragment } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { issuerLines, paidByText } from '@/contract';
import { formatDateRange, formatPrice } from '@/components/catalogue/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { getReceipt } from '@/lib/api/checkout';
import { requireSession } from '@/lib/session/server-session';
import { PrintButton } from './print-button';
import { receiptMetadata } from './receipt-metadata';
import styles from './receipt.module.css';

type Params = Promise<{ number: string }>;
const RECEIPT_NUMBER = /^R-\d{6,12}$/;

// The learner's own receipt, or notFound(): asked once per request, by the title and by the page.
const ownReceipt = cache(async (number: string) => {
  const valid = RECEIPT_NUMBER.test(number);
  const session = await requireSession(`/user-dashboard/receipts/${valid ? number : ''}`);
  const receipt = valid ? await getReceipt(session.accessToken, number) : null;
  if (!receipt) notFound();
  return receipt;
});

// No receipt: the 404's title.
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const receipt = await ownReceipt((await params).number);
  return receiptMetadata(receipt.number);
}

const when = new Intl.DateTimeFormat('en-PK', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Karachi' });

export default async function ReceiptPage({ params }: { params: Params }) {
  const receipt = await ownReceipt((await params).number);
  const { order, payment, learner } = receipt;
  return (
    <div className={`container section ${styles.page}`}>
      <p className={styles.noPrint}>
        <Link href="/user-dashboard">Back to my dashboard</Link>
      </p>
      <article className={styles.receipt} aria-labelledby="receipt-heading">
        <header className={styles.top}>
          <div>
            <p className={styles.issuer}>{receipt.issuer?.legalName ?? 'Learner Portal'}</p>
            <h1 id="receipt-heading">
              {/* One unbroken number: a phone's narrow heading broke it after "R-". */}
              Receipt <span className={styles.number}>{receipt.number}</span>
            </h1>
          </div>
          <p>Issued {when.format(new Date(receipt.issuedAt))}</p>
        </header>
        <dl className={styles.facts}>
          {receipt.issuer ? (
            <>
              <dt>Paid to</dt>
              <dd>
                {issuerLines(receipt.issuer).map((line, index) => (
                  <Fragment key={line}>
                    {index > 0 ? <br /> : null}
                    {line}
                  </Fragment>
                ))}
              </dd>
            </>
          ) : null}
          <dt>Received from</dt>
          <dd>
            {learner.fullName}
            <br />
            {learner.email}
          </dd>
          <dt>Order</dt>
          <dd>{order.reference}</dd>
          <dt>Programme</dt>
          <dd>{order.programme.title}</dd>
          <dt>Semester</dt>
          <dd>{`Semester ${order.semester}`}</dd>
          <dt>Intake</dt>
          <dd>
            {order.intake.name} ({formatDateRange(order.intake.startsOn, order.intake.endsOn)})
          </dd>
          <dt>Paid by</dt>
          <dd>
            {paidByText(receipt)}
            {payment.completedAt ? ` on ${when.format(new Date(payment.completedAt))}` : ''}
          </dd>
        </dl>
        <table className={styles.lines}>
          <caption className="visually-hidden">What was paid for</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col" className={styles.amount}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.description}>
                <td>{line.description}</td>
                <td className={styles.amount}>{formatPrice(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total paid</th>
              <td className={styles.amount}>{formatPrice(payment.amount)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="muted">
          Amounts in Pakistani rupees. Keep this receipt for your records; quote its number if you contact us.
        </p>
      </article>
      <p className={styles.noPrint}>
        <PrintButton />
      </p>
    </div>
  );
}
