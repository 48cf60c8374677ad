// A data table with a caption for screen readers, one header row and a row per item; it scrolls sideways on a
// phone instead of the page.
import type { ReactNode } from 'react';
import styles from './table.module.css';

export interface TableRow {
  key: string;
  cells: ReactNode[];
}

export function Table({ caption, columns, rows }: { caption: string; columns: string[]; rows: TableRow[] }) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
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
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
