// /staff/inbox – support requests and scholarship applications, newest first (or oldest), filtered by kind, status and
// assignee. The filters are a GET form, so they live in the URL (a link can be shared) and work without JavaScript;
// "Next page" follows the keyset cursor, so forms arriving meanwhile never shift a page.
import type { Metadata } from 'next';
import { inboxFilterSchema, type InboxFilter, type InboxSummary } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { listInboxStaff, readInboxPage } from '@/lib/api/staff-inbox';
import { formatMoment } from '@/lib/format';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireStaffSession } from '@/lib/session/staff-session';
import { fieldIds, fieldPropsOf } from '../_components/form-fields';
import { filterState, first, queryOf, withQuery } from '../_components/list-query';
import { StaffList } from '../_components/staff-list';
import { KIND_LABELS, STATUS_LABELS } from './labels';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Inbox',
  description: 'Support requests and scholarship applications: status, assignee, notes and replies.',
});

const FIELDS = fieldIds('inbox', ['kind', 'status', 'assignee', 'sort']);
type Params = Partial<Record<'kind' | 'status' | 'assignee' | 'sort' | 'cursor', string | string[]>>;

const query = (filter: InboxFilter, more: Record<string, string> = {}) =>
  queryOf({ ...filter, sort: filter.sort === 'newest' ? undefined : filter.sort, ...more });
const CURSOR = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z~(SR|NGS)-[2-9A-HJ-NP-Z]{8}$/;

export default async function StaffInboxPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const values = Object.fromEntries(FIELDS.map(({ name }) => [name, first(params[name as keyof Params])]));
  const parsed = inboxFilterSchema.safeParse(values);
  const cursor = CURSOR.test(first(params.cursor)) ? first(params.cursor) : undefined;
  const filter: InboxFilter = parsed.success ? parsed.data : inboxFilterSchema.parse({});
  const here = query(filter, cursor ? { cursor } : {});
  const session = await requireStaffSession(withQuery('/staff/inbox', here));
  const [page, staff] = await Promise.all([
    parsed.success ? readInboxPage(session.accessToken, filter, cursor) : { items: [], nextCursor: null },
    listInboxStaff(session.accessToken),
  ]);
  const state = filterState(values, parsed);
  const field = fieldPropsOf(FIELDS, state);
  const choice = (all: string) => [{ value: '', label: all }];
  return (
    <>
      <PageHeader
        title="Inbox"
        lead="Support requests and scholarship applications. Open one to set its status, assign it, add a note or reply to the sender by e-mail."
      />
      <StaffList
        action="/staff/inbox"
        state={state}
        fields={FIELDS}
        submit="Show forms"
        filters={
          <>
            <SelectField
              {...field('kind')}
              label="Kind"
              options={[
                ...choice('Both kinds'),
                ...Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label })),
              ]}
            />
            <SelectField
              {...field('status')}
              label="Status"
              options={[
                ...choice('Any status'),
                ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
              ]}
            />
            <SelectField
              {...field('assignee')}
              label="Assigned to"
              options={[
                ...choice('Anyone or nobody'),
                { value: 'none', label: 'Nobody yet' },
                ...staff.items.map((person) => ({ value: person.id, label: person.email })),
              ]}
            />
            <SelectField
              {...field('sort')}
              label="Order"
              options={[
                { value: 'newest', label: 'Newest first' },
                { value: 'oldest', label: 'Oldest first' },
              ]}
              defaultValue={values.sort || 'newest'}
            />
          </>
        }
        list={{
          empty: 'No forms match.',
          table: {
            caption: `Support requests and scholarship applications, ${filter.sort} first`,
            stackOnPhone: true,
            columns: ['Reference', 'Received', 'Kind', 'From', 'About', 'Status', 'Assigned to'],
            rows: page.items.map((item: InboxSummary) => ({
              key: item.reference,
              cells: [
                <Link key="reference" href={`/staff/inbox/${item.reference}`}>
                  {item.reference}
                </Link>,
                <time key="at" dateTime={item.receivedAt}>
                  {formatMoment(item.receivedAt)}
                </time>,
                KIND_LABELS[item.kind],
                `${item.name} (${item.email})`,
                item.subject || '—',
                STATUS_LABELS[item.status],
                item.assignee?.email ?? 'Nobody yet',
              ],
            })),
          },
          next: page.nextCursor
            ? { href: `/staff/inbox?${query(filter, { cursor: page.nextCursor })}`, label: 'Next page' }
            : null,
        }}
      >
        {query(filter) ? (
          <p>
            <Link href="/staff/inbox">Clear the filters</Link>
          </p>
        ) : null}
      </StaffList>
    </>
  );
}
