// /staff/audit – for administrators: every staff and admin action, newest first, filtered by who, what, which record
// and when. The filters are a GET form, so they live in the URL (a link can be shared) and work without JavaScript;
// "Older entries" follows the keyset cursor, so rows added meanwhile never shift a page. The CSV takes the same filters.
import type { Metadata } from 'next';
import { auditFilterSchema, type AuditEntry, type AuditFilter } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { readAuditPage } from '@/lib/api/staff-admin';
import { formatMoment } from '@/lib/format';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import { fieldPropsOf } from '../_components/form-fields';
import { filterState, first, queryOf, withQuery } from '../_components/list-query';
import { StaffList } from '../_components/staff-list';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Audit log',
  description: 'Every staff and administrator action: who, when, what, on which record, before and after.',
});

const FIELDS = [
  { name: 'actor', id: 'audit-actor', label: 'Who (e-mail address)', type: 'email', autoComplete: 'off' },
  { name: 'action', id: 'audit-action', label: 'Action (e.g. role.changed, kyc.decided)' },
  { name: 'record', id: 'audit-record', label: 'Record id' },
  { name: 'from', id: 'audit-from', label: 'From (YYYY-MM-DD)', type: 'date' },
  { name: 'to', id: 'audit-to', label: 'To (YYYY-MM-DD, inclusive)', type: 'date' },
] as const;
type Params = Partial<Record<'actor' | 'action' | 'record' | 'from' | 'to' | 'cursor', string | string[]>>;

const query = (filter: AuditFilter, more: Record<string, string> = {}) => queryOf({ ...filter, ...more });
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
  const session = await requireAdminSession(withQuery('/staff/audit', here));
  const page = parsed.success
    ? await readAuditPage(session.accessToken, filter, cursor)
    : { items: [], nextCursor: null };
  const state = filterState(values, parsed);
  const filterField = fieldPropsOf(FIELDS, state);
  return (
    <>
      <PageHeader
        title="Audit log"
        lead="Every decision and change made by staff and administrators, newest first. Nobody can change or delete an entry."
      />
      <StaffList
        action="/staff/audit"
        state={state}
        fields={FIELDS}
        submit="Show entries"
        filters={FIELDS.map((field) => (
          <TextField key={field.name} {...field} {...filterField(field.name)} />
        ))}
        list={{
          empty: 'No entries match.',
          table: {
            caption: 'Audit log entries, newest first',
            stackOnPhone: true,
            columns: ['When', 'Who', 'Action', 'Record', 'Before', 'After', 'From address'],
            rows: page.items.map((entry: AuditEntry) => ({
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
            })),
          },
          next: page.nextCursor
            ? { href: `/staff/audit?${query(filter, { cursor: page.nextCursor })}`, label: 'Older entries' }
            : null,
        }}
      >
        <p>
          <a href={withQuery('/staff/audit/export', query(filter))} download>
            Download these entries as CSV
          </a>
          {query(filter) ? (
            <>
              {' · '}
              <Link href="/staff/audit">Clear the filters</Link>
            </>
          ) : null}
        </p>
      </StaffList>
    </>
  );
}
