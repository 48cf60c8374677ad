// /staff/payments – the office's money: every payment and refund, filtered by date range, method, state and programme,
// sorted by date or amount, with the filter's totals. The filters are a GET form, so they live in the URL (a link can
// be shared) and work without JavaScript; "Next page" follows the keyset cursor, so rows added meanwhile never shift a
// page. The CSV takes the same filters and order. A ?status= link of the bank-transfer queue that lived here goes on.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import {
  formatRupees,
  ledgerFilterSchema,
  ledgerSortSchema,
  PAYMENT_METHOD_LABEL,
  type LedgerEntry,
  type LedgerFilter,
  type LedgerSort,
} from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { getProgrammes } from '@/lib/api/catalogue';
import { readLedgerPage } from '@/lib/api/staff-money';
import { formatMoment } from '@/lib/format';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireStaffSession } from '@/lib/session/staff-session';
import { fieldIds, fieldPropsOf } from '../_components/form-fields';
import { filterState, first, queryOf, withQuery } from '../_components/list-query';
import { optionsOf, STATE_LABELS } from '../_components/money-labels';
import { TwoLineCell } from '../_components/two-line-cell';
import { RefundProofLinks } from '../_components/refund-proof-links';
import { StaffList } from '../_components/staff-list';
import styles from '../_components/staff.module.css';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Payments and refunds',
  description: 'Every payment and refund by date, method, state and programme, with totals and a CSV for the books.',
});

const FIELDS = fieldIds('money', ['from', 'to', 'method', 'state', 'programme']);
const SORTS: ReadonlyArray<{ sort: LedgerSort; label: string }> = [
  { sort: { sort: 'date', order: 'desc' }, label: 'Newest first' },
  { sort: { sort: 'date', order: 'asc' }, label: 'Oldest first' },
  { sort: { sort: 'amount', order: 'desc' }, label: 'Largest amount first' },
  { sort: { sort: 'amount', order: 'asc' }, label: 'Smallest amount first' },
];
type Name = 'from' | 'to' | 'method' | 'state' | 'programme' | 'sort' | 'order' | 'cursor' | 'status';
type Params = Partial<Record<Name, string | string[]>>;

const rupees = (amountPaisa: number) => formatRupees({ amountPaisa, currency: 'PKR' });
/** The query for this filter and order, leaving out what is blank or the default, so links stay short. */
const query = (filter: LedgerFilter, sort: LedgerSort, more: Record<string, string> = {}) =>
  queryOf({
    ...filter,
    ...(sort.sort === 'date' ? {} : { sort: sort.sort }),
    ...(sort.order === 'desc' ? {} : { order: sort.order }),
    ...more,
  });

const stateOf = (entry: LedgerEntry) =>
  entry.refundDue ? `${STATE_LABELS[entry.state]}, owed back` : STATE_LABELS[entry.state];

export default async function StaffMoneyPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const status = first(params.status);
  if (status) redirect(`/staff/transfers?${new URLSearchParams({ status }).toString()}`);
  const values = Object.fromEntries(FIELDS.map(({ name }) => [name, first(params[name as Name])]));
  const parsed = ledgerFilterSchema.safeParse(values);
  const filter: LedgerFilter = parsed.success ? parsed.data : {};
  const sort = ledgerSortSchema.catch({ sort: 'date', order: 'desc' }).parse({
    sort: first(params.sort),
    order: first(params.order),
  });
  const cursor = /^[A-Za-z0-9_-]{1,200}$/.test(first(params.cursor)) ? first(params.cursor) : undefined;
  const session = await requireStaffSession(
    withQuery('/staff/payments', query(filter, sort, cursor ? { cursor } : {})),
  );
  const [page, programmes] = await Promise.all([
    parsed.success ? readLedgerPage(session.accessToken, filter, sort, cursor) : null,
    getProgrammes('en'),
  ]);
  const state = filterState(values, parsed);
  const field = fieldPropsOf(FIELDS, state);
  const here = query(filter, { sort: 'date', order: 'desc' });
  return (
    <>
      <PageHeader
        title="Payments and refunds"
        lead="Every payment learners started and every refund sent, newest first. Days and times are Pakistan time, in the list and its filter; the CSV gives each time in UTC (ISO 8601)."
      />
      <p>
        <Link href="/staff/refunds">Refunds owed</Link>: payments made twice or after an order closed, and withdrawals,
        with the form to record money sent back.
      </p>
      <StaffList
        action="/staff/payments"
        state={state}
        fields={FIELDS}
        submit="Show payments"
        filters={
          <>
            <TextField {...field('from')} label="From (YYYY-MM-DD)" type="date" />
            <TextField {...field('to')} label="To (YYYY-MM-DD, inclusive)" type="date" />
            <SelectField
              {...field('method')}
              label="Method"
              placeholder="Any method"
              options={optionsOf(PAYMENT_METHOD_LABEL)}
            />
            <SelectField {...field('state')} label="State" placeholder="Any state" options={optionsOf(STATE_LABELS)} />
            <SelectField
              {...field('programme')}
              label="Programme"
              placeholder="Any programme"
              options={programmes.items.map((programme) => ({ value: programme.slug, label: programme.title }))}
            />
            {sort.sort === 'date' ? null : <input type="hidden" name="sort" value={sort.sort} />}
            {sort.order === 'desc' ? null : <input type="hidden" name="order" value={sort.order} />}
          </>
        }
        list={
          page === null
            ? null
            : {
                empty: 'No payments or refunds match.',
                table: {
                  caption: `Payments and refunds, ${SORTS.find((o) => o.sort.sort === sort.sort && o.sort.order === sort.order)?.label.toLowerCase()}`,
                  stackOnPhone: true,
                  columns: ['Date', 'Learner', 'Programme', 'Method', 'Reference', 'Amount', 'State'],
                  rows: page.items.map((entry) => ({
                    key: entry.id,
                    cells: [
                      <time key="at" dateTime={entry.at}>
                        {formatMoment(entry.at)}
                      </time>,
                      <TwoLineCell key="learner" detail={entry.learner.email}>
                        <Link href={`/staff/learners/${entry.learner.id}`}>{entry.learner.fullName}</Link>
                      </TwoLineCell>,
                      <TwoLineCell key="programme" detail={`Semester ${entry.semester}, order ${entry.orderReference}`}>
                        {entry.programme.title}
                      </TwoLineCell>,
                      `${entry.kind === 'refund' ? 'Refund by ' : ''}${PAYMENT_METHOD_LABEL[entry.method]}`,
                      <TwoLineCell
                        key="reference"
                        detail={
                          entry.receiptNumber ? (
                            `Receipt ${entry.receiptNumber}`
                          ) : entry.kind === 'refund' ? (
                            <>
                              Refund, <RefundProofLinks refundId={entry.id} hasProof={entry.hasProof} />
                            </>
                          ) : (
                            ''
                          )
                        }
                      >
                        {entry.reference ? <code>{entry.reference}</code> : '—'}
                      </TwoLineCell>,
                      entry.kind === 'refund' ? `−${formatRupees(entry.amount)}` : formatRupees(entry.amount),
                      stateOf(entry),
                    ],
                  })),
                },
                next: page.nextCursor
                  ? {
                      href: withQuery('/staff/payments', query(filter, sort, { cursor: page.nextCursor })),
                      label: 'Next page',
                    }
                  : null,
              }
        }
      >
        {page === null ? null : (
          <>
            <h2>Totals for these filters</h2>
            <dl className={styles.facts}>
              <dt>Rows</dt>
              <dd>{page.totals.count}</dd>
              <dt>Received (paid)</dt>
              <dd>{formatRupees(page.totals.received)}</dd>
              <dt>Refunded</dt>
              <dd>{formatRupees(page.totals.refunded)}</dd>
              <dt>Net</dt>
              <dd>{rupees(page.totals.netPaisa)}</dd>
            </dl>
            <p>
              <a href={withQuery('/staff/payments/export', query(filter, sort))} download>
                Download these rows as CSV
              </a>
              {here ? (
                <>
                  {' · '}
                  <Link href="/staff/payments">Clear the filters</Link>
                </>
              ) : null}
            </p>
            <nav aria-label="Sort the payments">
              <ul className={styles.tabs}>
                {SORTS.map((option) => {
                  const current = option.sort.sort === sort.sort && option.sort.order === sort.order;
                  return (
                    <li key={option.label}>
                      <Link
                        href={withQuery('/staff/payments', query(filter, option.sort))}
                        aria-current={current ? 'page' : undefined}
                      >
                        {option.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </>
        )}
      </StaffList>
    </>
  );
}
