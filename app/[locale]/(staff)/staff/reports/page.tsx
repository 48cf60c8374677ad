// /staff/reports – the office's numbers: per intake and programme the funnel from a first order to each paid semester,
// money taken per month and method, and money owed back per month. Each is a chart drawn on the server (SVG) with the
// same figures in a table beneath (for screen readers and for copying), and a CSV of the same rows.
import type { Metadata } from 'next';
import type { ComponentProps, ReactNode } from 'react';
import { formatRupees, funnelCells, type FunnelRow, type RefundRow, type RevenueRow } from '@/contract';
import { PageHeader } from '@/components/ui/page-header';
import { Table, type TableProps } from '@/components/ui/table';
import { readReports } from '@/lib/api/staff-reports';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireStaffSession } from '@/lib/session/staff-session';
import { BarChart } from './_components/bar-chart';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Numbers',
  description: 'Sign-ups to paid semesters per intake and programme, revenue per month and method, refunds.',
});

const METHODS: Record<RevenueRow['method'], string> = {
  card: 'Card',
  jazzcash: 'JazzCash',
  easypaisa: 'Easypaisa',
  bank_transfer: 'Bank transfer',
};
const SOURCES: Record<RefundRow['source'], string> = {
  withdrawal: 'Withdrawal',
  duplicate_payment: 'Paid twice',
};
const rupees = (paisa: number) => formatRupees({ amountPaisa: paisa, currency: 'PKR' }, 'en');

/** Each step of the funnel summed over every intake and programme, for the chart. */
function funnelSteps(rows: FunnelRow[]) {
  const semesters = rows[0]?.paidSemesters.length ?? 1;
  const sum = (pick: (row: FunnelRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return [
    { label: 'Signed up (ordered)', value: sum((row) => row.signedUp) },
    { label: 'E-mail confirmed', value: sum((row) => row.confirmed) },
    { label: 'Identity approved', value: sum((row) => row.identityApproved) },
    ...Array.from({ length: semesters }, (_, i) => ({
      label: `Paid semester ${i + 1}`,
      value: sum((row) => row.paidSemesters[i] ?? 0),
    })),
  ];
}

/** Sums per month, newest first. */
function perMonth<Row extends { month: string }>(rows: Row[], value: (row: Row) => number) {
  const months = new Map<string, number>();
  for (const row of rows) months.set(row.month, (months.get(row.month) ?? 0) + value(row));
  return [...months].map(([label, total]) => ({ label, value: total }));
}

/** One report: its heading, what it counts, the chart, the same figures as a table, and the link to its CSV. */
function Report({
  name,
  title,
  chart,
  table,
  what,
  children,
}: {
  name: 'funnel' | 'revenue' | 'refunds';
  title: string;
  chart: Omit<ComponentProps<typeof BarChart>, 'id'>;
  table: TableProps;
  /** In the CSV link: "Download the funnel as CSV". */
  what: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={name}>
      <h2 id={name}>{title}</h2>
      {children}
      <BarChart id={`${name}-chart`} {...chart} />
      <Table stackOnPhone {...table} />
      <p>
        <a href={`/staff/reports/${name}/export`} download>
          Download {what} as CSV
        </a>
      </p>
    </section>
  );
}

export default async function StaffReportsPage() {
  const session = await requireStaffSession('/staff/reports');
  const { funnel, revenue, refunds } = await readReports(session.accessToken);
  const semesters = funnel[0]?.paidSemesters.length ?? 1;
  return (
    <>
      <PageHeader
        title="Numbers"
        lead="Counted from what happened: orders, confirmations, identity decisions and payments. Months are Pakistan's."
      />
      <Report
        name="funnel"
        title="From sign-up to paid semesters"
        chart={{ title: 'Learners at each step, all intakes and programmes', bars: funnelSteps(funnel) }}
        table={{
          caption: 'Learners at each step per intake and programme',
          columns: [
            'Intake',
            'Programme',
            'Signed up (ordered)',
            'E-mail confirmed',
            'Identity approved',
            ...Array.from({ length: semesters }, (_, i) => `Paid semester ${i + 1}`),
          ],
          rows: funnel.map((row) => ({ key: `${row.intake} ${row.programme}`, cells: funnelCells(row) })),
        }}
        what="the funnel"
      >
        <p>
          A learner counts in an intake once they order its first semester; paid semesters count in the intake they
          enrolled in. Scholarships are not payments.
        </p>
      </Report>
      <Report
        name="revenue"
        title="Revenue per month and method"
        chart={{
          title: 'Money taken per month, every method',
          bars: perMonth(revenue, (row) => row.amountPaisa),
          format: rupees,
        }}
        table={{
          caption: 'Money taken per month and method',
          columns: ['Month', 'Method', 'Payments', 'Amount'],
          rows: revenue.map((row) => ({
            key: `${row.month} ${row.method}`,
            cells: [row.month, METHODS[row.method], String(row.payments), rupees(row.amountPaisa)],
          })),
        }}
        what="revenue"
      />
      <Report
        name="refunds"
        title="Refunds"
        chart={{ title: 'Money owed back per month', bars: perMonth(refunds, (row) => row.owedPaisa), format: rupees }}
        table={{
          caption: 'Money owed back and sent per month',
          columns: ['Month', 'Why', 'Count', 'Owed', 'Sent back'],
          rows: refunds.map((row) => ({
            key: `${row.month} ${row.source}`,
            cells: [row.month, SOURCES[row.source], String(row.count), rupees(row.owedPaisa), rupees(row.sentPaisa)],
          })),
        }}
        what="refunds"
      />
    </>
  );
}
