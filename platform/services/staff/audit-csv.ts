// CSV for a spreadsheet (the audit log's, and the reports'): UTF-8 with a byte-order mark (so Excel reads Urdu names as Urdu), ISO 8601
// times in UTC, RFC 4180 quoting, and a leading ' before a cell that a spreadsheet would run as a formula.
import type { AuditEntry } from '@/contract';

export const AUDIT_CSV_HEADER = [
  'id',
  'at',
  'actor',
  'action',
  'record_type',
  'record_id',
  'before',
  'after',
  'address',
];

const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

export const csvLine = (cells: (string | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const auditCsvLine = (entry: AuditEntry) =>
  csvLine([
    entry.id,
    entry.at,
    entry.actor,
    entry.action,
    entry.recordType,
    entry.recordId,
    json(entry.before),
    json(entry.after),
    entry.address,
  ]);

/** The whole file as a stream of lines: the byte-order mark and header first. */
export async function* auditCsv(rows: AsyncIterable<AuditEntry>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(AUDIT_CSV_HEADER)}`;
  for await (const row of rows) yield auditCsvLine(row);
}

/** A small file whole (a report's rows): the byte-order mark, the header, then each row. */
export const csvDocument = (header: string[], rows: (string | null)[][]) =>
  `\uFEFF${[header, ...rows].map(csvLine).join('')}`;
