// Each report as CSV through the one CSV writer (audit-csv.ts: BOM, quoting, formula guard): amounts in rupees as
// plain numbers with two decimals, months as YYYY-MM, so a spreadsheet sums them as they come.
import { funnelCells, type ReportName, type Reports } from '@/contract';
import { csvDocument } from './csv';

const rupees = (paisa: number) => (paisa / 100).toFixed(2);

export function reportCsv(name: ReportName, reports: Reports): string {
  if (name === 'funnel') {
    const semesters = reports.funnel[0]?.paidSemesters.length ?? 1;
    const paid = Array.from({ length: semesters }, (_, i) => `paid_semester_${i + 1}`);
    return csvDocument(
      ['intake', 'programme', 'signed_up', 'confirmed', 'identity_approved', ...paid],
      reports.funnel.map(funnelCells),
    );
  }
  if (name === 'revenue')
    return csvDocument(
      ['month', 'method', 'payments', 'amount_pkr'],
      reports.revenue.map((row) => [row.month, row.method, String(row.payments), rupees(row.amountPaisa)]),
    );
  return csvDocument(
    ['month', 'source', 'count', 'owed_pkr', 'sent_pkr'],
    reports.refunds.map((row) => [
      row.month,
      row.source,
      String(row.count),
      rupees(row.owedPaisa),
      rupees(row.sentPaisa),
    ]),
  );
}
