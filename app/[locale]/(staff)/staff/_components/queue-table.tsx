// A staff queue: tabs for which cases (the first one is the queue's plain address), then its table, or a line
// saying there is nothing to do. On a phone each case is a block of "column: value" lines, nothing off-screen.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Table, type TableRow } from '@/components/ui/table';
import styles from './staff.module.css';

interface QueueTableProps<Status extends string> {
  /** The queue's address; another tab is `${href}?status=…`. */
  href: string;
  tabs: ReadonlyArray<{ status: Status; label: string }>;
  tabsLabel: string;
  current: Status;
  caption: string;
  columns: string[];
  rows: TableRow[];
}

export function QueueTable<Status extends string>({
  href,
  tabs,
  tabsLabel,
  current,
  caption,
  columns,
  rows,
}: QueueTableProps<Status>) {
  return (
    <>
      <ul className={styles.tabs} aria-label={tabsLabel}>
        {tabs.map((tab, index) => (
          <li key={tab.status}>
            <Link
              href={index === 0 ? href : `${href}?status=${tab.status}`}
              aria-current={tab.status === current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
      {rows.length === 0 ? (
        <p>Nothing here right now.</p>
      ) : (
        <Table caption={caption} columns={columns} rows={rows} stackOnPhone />
      )}
    </>
  );
}
