// A data table with a caption for screen readers, one header row and a row per item. On a phone it scrolls sideways
// instead of the page, or, with `stackOnPhone`, shows each row as a block of "column: value" lines: the names are
// visible then, and hidden from screen readers, which keep the table's own headers (the elements stay a table).
import type { ReactNode } from 'react';
import styles from './table.module.css';

export interface TableRow {
  key: string;
  cells: ReactNode[];
}

export interface TableProps {
  caption: string;
  columns: string[];
  rows: TableRow[];
  /** Below 40rem, one block per row instead of a sideways scroll (every column readable on a phone). */
  stackOnPhone?: boolean;
}

export function Table({ caption, columns, rows, stackOnPhone = false }: TableProps) {
  return (
    <div className={stackOnPhone ? undefined : styles.wrap}>
      <table className={`${styles.table} ${stackOnPhone ? styles.stacked : ''}`}>
        <caption className="visually-hidden">{caption}</caption>
        {/* Below 40rem the stacked rows name their columns themselves: the header row is for screen readers then. */}
        <thead className={stackOnPhone ? 'visually-hidden-below-40rem' : undefined}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                stackOnPhone ? (
                  <td key={index}>
                    <span className={styles.label} aria-hidden="true">
                      {columns[index]}
                    </span>
                    <div>{cell}</div>
                  </td>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
