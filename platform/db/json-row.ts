// A table row PostgreSQL built as JSON (to_json(table.*), to gather several tables in one statement), read back as
// drizzle reads that table's rows: column names to keys, each value through its column's own decoder.
import { getTableColumns, type Table } from 'drizzle-orm';

export type JsonRow = Record<string, unknown>;

export function fromJsonRow<T extends Table>(table: T, json: JsonRow): T['$inferSelect'] {
  const row: JsonRow = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    // JSON columns arrive already parsed; their decoder would parse a JSON string value a second time.
    const parsed = column.dataType === 'json';
    row[key] = value === null || value === undefined ? null : parsed ? value : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
