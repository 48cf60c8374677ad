// GET /next-gen-scholar – the scholarship programme, its intakes (dates from the platform) and the application.
// Rendered per request for the phone field's default country (this request's headers); the intakes come
// from the data cache. No Suspense around the form: streamed boundaries need JavaScript to appear.
import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import type { ScholarshipIntake } from '@/contract';
import { getProgrammeChoices, getScholarshipIntakes } from '@/lib/api/forms';
import { requestDefaultCountry } from '@/lib/geo/request-country';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate } from '@/components/catalogue/format';
import { ApplicationForm } from './_components/application-form';
import panels from '@/components/ui/panels.module.css';
import styles from './next-gen-scholar.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Next-gen scholar',
  description:
    'Scholarships covering the full fee for talented young learners: what the programme covers, who can apply, the intake dates and the application form.',
  path: '/next-gen-scholar',
});

function IntakeList({ intakes }: { intakes: ScholarshipIntake[] }) {
  if (intakes.length === 0) return <p>No intake is scheduled yet. Check back soon.</p>;
  return (
    <ul className={styles.intakes}>
      {intakes.map((intake) => (
        <li key={intake.slug} className={styles.intake}>
          <strong>{intake.name}</strong>
          <span>Term starts {formatDate(intake.startsOn)}</span>
          <span>
            Applications {intake.status === 'open' ? 'close' : intake.status === 'upcoming' ? 'open' : 'closed'}{' '}
            {formatDate(intake.status === 'upcoming' ? intake.applicationsOpenOn : intake.applicationsCloseOn)}
          </span>
          <span>Decisions by {formatDate(intake.decisionsBy)}</span>
        </li>
      ))}
    </ul>
  );
}

export default async function NextGenScholarPage() {
  const [intakes, programmes, defaultCountry] = await Promise.all([
    getScholarshipIntakes().catch(() => null),
    getProgrammeChoices().catch(() => null),
    requestDefaultCountry(),
  ]);
  const open = intakes?.items.filter((i) => i.status === 'open') ?? [];
  const idempotencyKey = randomUUID();

  return (
    <div className="container">
      <PageHeader
        eyebrow="Scholarships"
        title="Next-gen scholar"
        lead="Scholarships that cover the full fee, for talented young people who want to build a career in technology, whatever their family can afford."
      />
      <div className={`${panels.columns} ${panels.even} ${styles.layout}`}>
        <div className="prose">
          <section aria-labelledby="about-title">
            <h2 id="about-title">What the programme is</h2>
            <p>
              Next-gen scholars study the programme of their choice with the full semester fee paid, a mentor from the
              industry and a laptop loan for the length of their studies. The scholarship is renewed each semester while
              you keep a passing average.
            </p>
          </section>
          <section aria-labelledby="who-title">
            <h2 id="who-title">Who can apply</h2>
            <ul>
              <li>Aged 16 or over on the day you apply.</li>
              <li>Students at a school or college, or who left one in the last two years.</li>
              <li>
                From a household with a monthly income below Rs 100,000; women and applicants outside the major cities
                come first.
              </li>
              <li>Applicants under 18 apply with a parent or guardian, whom we contact too.</li>
              <li>
                One application per person for each intake. Every applicant hears by the decision date of their intake,
                before its term starts.
              </li>
            </ul>
          </section>
          <section aria-labelledby="dates-title">
            <h2 id="dates-title">Intake dates</h2>
            {intakes === null ? (
              <p role="status">The intake dates cannot be shown right now. Please try again later.</p>
            ) : (
              <IntakeList intakes={intakes.items} />
            )}
          </section>
        </div>
        <section aria-labelledby="apply-title" className={panels.panel}>
          <h2 id="apply-title">Apply</h2>
          {open.length > 0 && programmes ? (
            <ApplicationForm
              intakes={open}
              programmes={programmes}
              defaultCountry={defaultCountry}
              idempotencyKey={idempotencyKey}
            />
          ) : (
            <p>Applications are not open right now. The dates of the next intake are listed on this page.</p>
          )}
        </section>
      </div>
    </div>
  );
}
