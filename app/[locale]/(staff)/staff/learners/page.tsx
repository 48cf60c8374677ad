// /staff/learners – find a learner by name, e-mail, phone (as typed), a CNIC's last digits, a receipt number or an
// order reference. The filters are a GET form, so they live in the URL (a link can be shared) and work without
// JavaScript; "Next page" follows the keyset cursor, so learners signing up meanwhile never shift a page.
import type { Metadata } from 'next';
import { LEARNER_SORTS, LEARNER_STATES, learnerFilterSchema, type LearnerFilter } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { searchLearners } from '@/lib/api/staff-learners';
import { formatMomentDate } from '@/lib/format';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireStaffSession } from '@/lib/session/staff-session';
import { fieldIds, fieldPropsOf } from '../_components/form-fields';
import { filterState, first, queryOf, withQuery } from '../_components/list-query';
import { StaffList } from '../_components/staff-list';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Find a learner',
  description: 'Find a learner by name, e-mail, phone, CNIC digits, receipt number or order reference.',
});

const FIELDS = fieldIds('learners', ['q', 'state', 'sort']);
const STATE_LABELS: Record<(typeof LEARNER_STATES)[number], string> = {
  all: 'Every account',
  confirmed: 'Address confirmed',
  unconfirmed: 'Address not confirmed',
  closed: 'Closed',
};
const SORT_LABELS: Record<(typeof LEARNER_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'By name',
};
type Params = Partial<Record<'q' | 'state' | 'sort' | 'cursor', string | string[]>>;

const query = (filter: LearnerFilter, more: Record<string, string> = {}) => queryOf({ ...filter, ...more });

export default async function StaffLearnersPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const values = { q: first(params.q), state: first(params.state) || 'all', sort: first(params.sort) || 'newest' };
  const parsed = learnerFilterSchema.safeParse(values);
  const cursor = /^[A-Za-z0-9_-]{1,400}$/.test(first(params.cursor)) ? first(params.cursor) : undefined;
  const filter: LearnerFilter = parsed.success ? parsed.data : learnerFilterSchema.parse({});
  const here = query(filter, cursor ? { cursor } : {});
  const session = await requireStaffSession(withQuery('/staff/learners', here));
  const page = parsed.success
    ? await searchLearners(session.accessToken, filter, cursor)
    : { items: [], nextCursor: null };
  const state = filterState(values, parsed);
  const field = fieldPropsOf(FIELDS, state);
  return (
    <>
      <PageHeader
        title="Find a learner"
        lead="Search by name, e-mail address, phone number (as they say it), the last four digits of their CNIC, a receipt number (R-000123) or an order reference (LP-…)."
      />
      <StaffList
        action="/staff/learners"
        state={state}
        fields={FIELDS}
        submit="Find"
        search
        filters={
          <>
            <TextField {...field('q')} label="Search" type="search" autoComplete="off" />
            <SelectField
              {...field('state')}
              label="Accounts"
              options={LEARNER_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
            />
            <SelectField
              {...field('sort')}
              label="Order"
              options={LEARNER_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
            />
          </>
        }
        list={{
          empty: 'No learner matches.',
          table: {
            caption: 'Learners found',
            stackOnPhone: true,
            columns: ['Name', 'E-mail address', 'Phone', 'Signed up', 'Account'],
            rows: page.items.map((learner) => ({
              key: learner.id,
              cells: [
                <Link key="name" href={`/staff/learners/${learner.id}`}>
                  {learner.fullName}
                </Link>,
                learner.email,
                learner.phone ?? '—',
                formatMomentDate(learner.createdAt),
                learner.closed ? 'Closed' : learner.confirmed ? 'Confirmed' : 'Not confirmed',
              ],
            })),
          },
          next: page.nextCursor
            ? { href: `/staff/learners?${query(filter, { cursor: page.nextCursor })}`, label: 'Next page' }
            : null,
        }}
      />
    </>
  );
}
