// The frame of a staff list page (payments, audit, learners, inbox): a GET filter form, so the filters live in the URL
// (a link can be shared) and work without JavaScript; then what the page says about the rows (exports, totals, order);
// then the rows, and the link that follows the keyset cursor, so rows added meanwhile never shift a page.
import type { ReactNode } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type ErrorSummaryProps } from '@/components/ui/error-summary';
import { Table, type TableProps } from '@/components/ui/table';
import styles from './staff.module.css';

interface StaffListProps {
  /** The page's own path: where the filter form goes. */
  action: string;
  state: ErrorSummaryProps['state'];
  fields: ErrorSummaryProps['fields'];
  /** The filter form's fields. */
  filters: ReactNode;
  submit: string;
  /** The form is the page's search (a search landmark). */
  search?: boolean;
  /** Between the form and the rows. */
  children?: ReactNode;
  /** The rows; null when there are none to show at all (filters that do not parse, on a page that says nothing then). */
  list: { table: TableProps; empty: string; next: { href: string; label: string } | null } | null;
}

export function StaffList({ action, state, fields, filters, submit, search, children, list }: StaffListProps) {
  return (
    <>
      <form method="get" action={action} noValidate className={styles.filters} role={search ? 'search' : undefined}>
        <ErrorSummary state={state} fields={fields} />
        {filters}
        <Button type="submit">{submit}</Button>
      </form>
      {children}
      {list === null ? null : (
        <>
          {list.table.rows.length === 0 ? <p>{list.empty}</p> : <Table {...list.table} />}
          {list.next ? (
            <p>
              <Link href={list.next.href}>{list.next.label}</Link>
            </p>
          ) : null}
        </>
      )}
    </>
  );
}
