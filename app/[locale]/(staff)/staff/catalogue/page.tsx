// /staff/catalogue – for administrators: every programme, intake, instructor, site page and support question, published
// or not, with a waiting draft marked, and the way to add one. Editing, drafts and publishing are on each entry's page.
import type { Metadata } from 'next';
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
      <section aria-labelledby="catalogue-programmes">
        <h2 id="catalogue-programmes">Programmes</h2>
        <p>
          <Link href="/staff/catalogue/programmes/new">Add a programme</Link>
        </p>
        <Entries kind="programmes" caption="Programmes, in the catalogue's order" entries={programmes} />
      </section>
      <section aria-labelledby="catalogue-intakes">
        <h2 id="catalogue-intakes">Intakes</h2>
        {deleted ? <p role="status">The intake {String(deleted)} was deleted.</p> : null}
        <p>
          <Link href="/staff/catalogue/intakes/new">Add an intake</Link>
        </p>
        <Intakes intakes={intakes} />
      </section>
      <section aria-labelledby="catalogue-instructors">
        <h2 id="catalogue-instructors">Instructors</h2>
        <p>
          <Link href="/staff/catalogue/instructors/new">Add an instructor</Link>
        </p>
        <Entries kind="instructors" caption="Instructors, in the directory's order" entries={instructors} />
      </section>
      <section aria-labelledby="catalogue-pages">
        <h2 id="catalogue-pages">Site pages</h2>
        <Entries kind="pages" caption="The site's pages (about, privacy, terms, …)" entries={pages} />
      </section>
      <section aria-labelledby="catalogue-faq">
        <h2 id="catalogue-faq">Support questions</h2>
        {removed ? <p role="status">The question {String(removed)} was removed from the support page.</p> : null}
        <p>
          <Link href="/staff/catalogue/faq/new">Add a question</Link>
        </p>
        <Entries kind="faq" caption="Questions on the support page, by topic" entries={faq} />
      </section>
    </>
  );
}
