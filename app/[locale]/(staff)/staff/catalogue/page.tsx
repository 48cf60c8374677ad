// /staff/catalogue – for administrators: every programme, intake, instructor, site page and support question, published
// or not, with a waiting draft marked, and the way to add one. Editing, drafts and publishing are on each entry's page.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import type { CatalogueEntry, IntakeEntry } from '@/contract';
import { readCatalogueOverview } from '@/lib/api/catalogue-editor';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import { STATUS_TEXT } from './_components/intake-content';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Catalogue',
  description: 'Programmes, intakes, instructors, pages and questions: edit, then publish.',
});

const status = (entry: CatalogueEntry) =>
  [entry.published ? 'Published' : 'Not published', entry.hasDraft ? 'draft waiting' : null].filter(Boolean).join(', ');

function Entries({
  kind,
  caption,
  entries,
}: {
  kind: 'programmes' | 'instructors' | 'pages' | 'faq';
  caption: string;
  entries: CatalogueEntry[];
}) {
  return (
    <Table
      caption={caption}
      stackOnPhone
      columns={['Name', 'Address', 'Status', 'Version']}
      rows={entries.map((entry) => ({
        key: entry.slug,
        cells: [
          <Link key="name" href={`/staff/catalogue/${kind}/${entry.slug}`}>
            {entry.name}
          </Link>,
          entry.slug,
          status(entry),
          String(entry.version),
        ],
      }))}
    />
  );
}

function Intakes({ intakes }: { intakes: IntakeEntry[] }) {
  return (
    <Table
      caption="Intakes, by start date"
      stackOnPhone
      columns={['Name', 'Starts on', 'Status', 'Seats held', 'Version']}
      rows={intakes.map((intake) => ({
        key: intake.slug,
        cells: [
          <Link key="name" href={`/staff/catalogue/intakes/${intake.slug}`}>
            {intake.name}
          </Link>,
          intake.startsOn,
          STATUS_TEXT[intake.status],
          intake.seats === null ? `${intake.seatsTaken} (no limit)` : `${intake.seatsTaken} of ${intake.seats}`,
          String(intake.version),
        ],
      }))}
    />
  );
}

/** One kind's section: its heading, what just became of one of them, the way to add one, then the list. */
function Kind({
  kind,
  title,
  status,
  add,
  children,
}: {
  kind: 'programmes' | 'intakes' | 'instructors' | 'pages' | 'faq';
  title: string;
  status?: ReactNode;
  /** The link to add one: "Add a programme". */
  add?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`catalogue-${kind}`}>
      <h2 id={`catalogue-${kind}`}>{title}</h2>
      {status ? <p role="status">{status}</p> : null}
      {add ? (
        <p>
          <Link href={`/staff/catalogue/${kind}/new`}>{add}</Link>
        </p>
      ) : null}
      {children}
    </section>
  );
}

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function CataloguePage({ searchParams }: Props) {
  const session = await requireAdminSession('/staff/catalogue');
  const { programmes, instructors, intakes, pages, faq } = await readCatalogueOverview(session.accessToken);
  const { deleted, removed } = await searchParams;
  return (
    <>
      <PageHeader
        title="Catalogue"
        lead="What learners see before they pay. A change is a draft until you publish it; publishing shows it on every page at once. Every step is in the audit log."
      />
      <Kind kind="programmes" title="Programmes" add="Add a programme">
        <Entries kind="programmes" caption="Programmes, in the catalogue's order" entries={programmes} />
      </Kind>
      <Kind
        kind="intakes"
        title="Intakes"
        status={deleted ? <>The intake {String(deleted)} was deleted.</> : null}
        add="Add an intake"
      >
        <Intakes intakes={intakes} />
      </Kind>
      <Kind kind="instructors" title="Instructors" add="Add an instructor">
        <Entries kind="instructors" caption="Instructors, in the directory's order" entries={instructors} />
      </Kind>
      <Kind kind="pages" title="Site pages">
        <Entries kind="pages" caption="The site's pages (about, privacy, terms, …)" entries={pages} />
      </Kind>
      <Kind
        kind="faq"
        title="Support questions"
        status={removed ? <>The question {String(removed)} was removed from the support page.</> : null}
        add="Add a question"
      >
        <Entries kind="faq" caption="Questions on the support page, by topic" entries={faq} />
      </Kind>
    </>
  );
}
