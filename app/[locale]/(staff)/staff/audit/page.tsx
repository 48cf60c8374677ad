// /staff/audit – for administrators: every staff and admin action, newest first, filtered by who, what, which record
// and when. The filters are a GET form, so they live in the URL (a link can be shared) and work without JavaScript;
// "Older entries" follows the keyset cursor, so rows added meanwhile never shift a page. The CSV takes the same filters.
import type { Metadata } from 'next';
import { auditFilterSchema, type AuditEntry, type AuditFilter } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { TextField } from '@/components/ui/text-field';
import { readAuditPage } from '@/lib/api/staff-admin';
import { fieldErrorsOf } from '@/lib/forms/action-state';
import { formatMoment } from '@/lib/format';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import styles from '../_components/staff.module.css';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Audit log',
  description: 'Every staff and administrator action: who, when, what, on which record, before and after.',
});

const FIELDS = [
  { name: 'actor', id: 'audit-actor' },
  { name: 'action', id: 'audit-action' },
  { name: 'record', id: 'audit-record' },
  { name: 'from', id: 'audit-from' },
  { name: 'to', id: 'audit-to' },
];
type Params = Partial<Record<'actor' | 'action' | 'record' | 'from' | 'to' | 'cursor', string | string[]>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const query = (filter: AuditFilter, more: Record<string, string> = {}): string =>
  new URLSearchParams(
    Object.entries({ ...filter, ...more }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
const changes = (value: Record<string, unknown> | null) =>
  value === null
    ? '—'
    : Object.entries(value)
        .map(([field, v]) => `${field}: ${v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('; ');

export default async function StaffAuditPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const values = Object.fromEntries(FIELDS.map(({ name }) => [name, first(params[name as keyof Params])]));
  const parsed = auditFilterSchema.safeParse(values);
  const cursor = /^\d+$/.test(first(params.cursor)) ? first(params.cursor) : undefined;
  const filter: AuditFilter = parsed.success ? parsed.data : auditFilterSchema.parse({});
  const here = query(filter, cursor ? { cursor } : {});
  const session = await requireAdminSession(`/staff/audit${here ? `?${here}` : ''}`);
  const page = parsed.success
    ? await readAuditPage(session.accessToken, filter, cursor)
    : { items: [], nextCursor: null };
  const state = { values, fieldErrors: parsed.success ? {} : fieldErrorsOf(parsed.error), submission: 1 };
  return (
    <>
      <PageHeader
        title="Audit log"
        lead="Every decision and change made by staff and administrators, newest first. Nobody can change or delete an entry."
      />
      <form method="get" action="/staff/audit" noValidate className={styles.filters}>
        <ErrorSummary state={state} fields={FIELDS} />
        <TextField
          id="audit-actor"
          label="Who (e-mail address)"
          name="actor"
          type="email"
          autoComplete="off"
          defaultValue={values.actor}
          error={state.fieldErrors.actor}
        />
        <TextField
          id="audit-action"
          label="Action (e.g. role.changed, kyc.decided)"
          name="action"
          defaultValue={values.action}
          error={state.fieldErrors.action}
        />
        <TextField
          id="audit-record"
          label="Record id"
          name="record"
          defaultValue={values.record}
          error={state.fieldErrors.record}
        />
        <TextField
          id="audit-from"
          label="From (YYYY-MM-DD)"
          name="from"
          type="date"
          defaultValue={values.from}
          error={state.fieldErrors.from}
        />
        <TextField
          id="audit-to"
          label="To (YYYY-MM-DD, inclusive)"
          name="to"
          type="date"
          defaultValue={values.to}
          error={state.fieldErrors.to}
        />
        <Button type="submit">Show entries</Button>
      </form>
      <p>
        <a href={`/staff/audit/export${query(filter) ? `?${query(filter)}` : ''}`} download>
          Download these entries as CSV
        </a>
        {query(filter) ? (
          <>
            {' · '}
            <Link href="/staff/audit">Clear the filters</Link>
          </>
        ) : null}
      </p>
      {page.items.length === 0 ? (
        <p>No entries match.</p>
      ) : (
        <Table
          caption="Audit log entries, newest first"
          stackOnPhone
          columns={['When', 'Who', 'Action', 'Record', 'Before', 'After', 'From address']}
          rows={page.items.map((entry: AuditEntry) => ({
            key: entry.id,
            cells: [
              <time key="at" dateTime={entry.at}>
                {formatMoment(entry.at)}
              </time>,
              entry.actor,
              entry.action,
              `${entry.recordType} ${entry.recordId}`,
              changes(entry.before),
              changes(entry.after),
              entry.address ?? '—',
            ],
          }))}
        />
      )}
      {page.nextCursor ? (
        <p>
          <Link href={`/staff/audit?${query(filter, { cursor: page.nextCursor })}`}>Older entries</Link>
        </p>
      ) : null}
    </>
  );
}
