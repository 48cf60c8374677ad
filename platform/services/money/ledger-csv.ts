// The money list as CSV for the bookkeeper (the staff CSV writer, ../staff/csv.ts): ISO 8601 times in UTC, amounts in
// rupees as numbers, a refund negative so a column sum is the net.
import type { LedgerEntry } from '@/contract';
import { csvFile, type CsvValue } from '../staff/csv';

export const LEDGER_CSV_HEADER = [
  'date',
  'kind',
  'learner',
  'email',
  'programme',
  'semester',
  'order_reference',
  'method',
  'reference',
  'amount_pkr',
  'state',
  'receipt',
];

const rupees = (entry: LedgerEntry) => ((entry.kind === 'refund' ? -1 : 1) * entry.amount.amountPaisa) / 100;

const ledgerCells = (entry: LedgerEntry): CsvValue[] => [
  entry.at,
  entry.kind,
  entry.learner.fullName,
  entry.learner.email,
  entry.programme.title,
  entry.semester,
  entry.orderReference,
  entry.method,
  entry.reference,
  rupees(entry),
  entry.state,
  entry.receiptNumber,
];

export const ledgerCsv = (rows: AsyncIterable<LedgerEntry>) => csvFile(LEDGER_CSV_HEADER, rows, ledgerCells);
