// The audit log as CSV (./csv.ts): ISO 8601 times in UTC, before and after as JSON.
import type { AuditEntry } from '@/contract';
import { csvFile, type CsvValue } from './csv';

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

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

const auditCells = (entry: AuditEntry): CsvValue[] => [
  entry.id,
  entry.at,
  entry.actor,
  entry.action,
  entry.recordType,
  entry.recordId,
  json(entry.before),
  json(entry.after),
  entry.address,
];

export const auditCsv = (rows: AsyncIterable<AuditEntry>) => csvFile(AUDIT_CSV_HEADER, rows, auditCells);
