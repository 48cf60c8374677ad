// CSV for a spreadsheet, the one writer every staff export uses: UTF-8 with a byte-order mark (so Excel reads Urdu
// names as Urdu), RFC 4180 quoting, numbers written bare (so amounts are numbers), and a leading ' before a text cell
// that a spreadsheet would run as a formula.
const FORMULA = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  // A finite number is data, never a formula (a refund's -850.00 stays a number).
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The whole file as a stream of lines: the byte-order mark and header first. */
export async function* csvFile<T>(
  header: string[],
  rows: AsyncIterable<T>,
  line: (row: T) => CsvValue[],
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const row of rows) yield csvLine(line(row));
}

/** A small file whole (a report's rows): the byte-order mark, the header, then each row. */
export const csvDocument = (header: string[], rows: CsvValue[][]) => `\uFEFF${[header, ...rows].map(csvLine).join('')}`;

/** Pulled a line at a time: a long file is read from the database in batches as the client reads it. */
export function csvStream(lines: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
}
