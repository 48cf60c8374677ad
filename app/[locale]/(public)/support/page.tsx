// GET /support – answers first (the FAQ from the platform), then the support request form.
// Rendered per request: the phone field's default country comes from this request's headers, and a
// signed-in learner's details are filled in. The FAQ itself is cached in the data cache (lib/api/forms).
// No Suspense around the form: a streamed boundary needs JavaScript to appear, and the form must work without.
import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import type { Faq, FaqTopic } from '@/contract';
import { getSupportFaq } from '@/lib/api/forms';
import { requestDefaultCountry } from '@/lib/geo/request-country';
import { getSession } from '@/lib/session/server-session';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageHeader } from '@/components/ui/page-header';
import { SupportForm } from './_components/support-form';
import panels from '@/components/ui/panels.module.css';
import styles from './support.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Support',
  description:
    'Answers to common questions about admissions, fees, identity verification and scholarships, and a form to ask us anything else.',
  path: '/support',
});

const TOPIC_TITLES: Record<FaqTopic, string> = {
  admissions: 'Admissions',
  payments: 'Fees and payments',
  kyc: 'Identity verification',
  scholarships: 'Scholarships',
  support: 'Getting help',
};

function groupByTopic(items: Faq[]) {
  const groups = new Map<FaqTopic, Faq[]>();
  for (const item of items) groups.set(item.topic, [...(groups.get(item.topic) ?? []), item]);
  return [...groups];
}

export default async function SupportPage() {
  const [faq, defaultCountry, session] = await Promise.all([
    getSupportFaq().catch(() => null),
    requestDefaultCountry(),
    getSession().catch(() => null),
  ]);
  const idempotencyKey = randomUUID();
  const learner = session
    ? {
        name: session.user.full_name,
        email: session.user.email,
        phone: session.user.phone,
        country: session.user.country,
      }
    : undefined;

  return (
    <div className="container">
      <PageHeader
        eyebrow="Support"
        title="How can we help?"
        lead="Most questions are answered below. If yours is not, send us a request and we will get back to you."
      />
      <div className={`${panels.columns} ${panels.even} ${styles.layout}`}>
        <section aria-labelledby="faq-title">
          <h2 id="faq-title">Frequently asked questions</h2>
          {faq === null ? (
            <p role="status">The answers cannot be shown right now. You can still send us a request.</p>
          ) : (
            groupByTopic(faq.items).map(([topic, items]) => (
              <div key={topic} className={styles.topic}>
                <h3>{TOPIC_TITLES[topic]}</h3>
                {items.map((item) => (
                  <details key={item.id} className={styles.question}>
                    <summary>{item.question}</summary>
                    <p>{item.answer}</p>
                  </details>
                ))}
              </div>
            ))
          )}
        </section>
        <section aria-labelledby="request-title" className={panels.panel}>
          <h2 id="request-title">Send us a request</h2>
          <SupportForm defaultCountry={defaultCountry} idempotencyKey={idempotencyKey} learner={learner} />
        </section>
      </div>
    </div>
  );
}
