// GET /support (and /ur/support) – answers first (the FAQ from the platform in the page's language, an answer it has no
// Urdu for yet marked lang="en" on the Urdu page), then the support request form.
// Rendered per request: the phone field's default country comes from this request's headers, and a
// signed-in learner's details are filled in. The FAQ itself is cached in the data cache (lib/api/forms).
// No Suspense around the form: a streamed boundary needs JavaScript to appear, and the form must work without.
import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import type { Faq, FaqTopic } from '@/contract';
import { getSupportFaq } from '@/lib/api/forms';
import { previewedFaq } from '@/lib/catalogue/page-preview';
import { PreviewBanner } from '@/components/catalogue/preview-banner';
import { requestDefaultCountry } from '@/lib/geo/request-country';
import { getSession } from '@/lib/session/server-session';
import { fieldLang } from '@/lib/i18n/field-lang';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { plainWords, translator } from '@/lib/i18n/translator';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageHeader } from '@/components/ui/page-header';
import { requestFormText } from '../_components/request-form-text';
import { SupportForm } from './_components/support-form';
import panels from '@/components/ui/panels.module.css';
import styles from './support.module.css';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, 'support');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/support', locale });
}

const TOPIC_TITLE_KEYS = {
  admissions: 'topicTitleAdmissions',
  payments: 'topicTitlePayments',
  kyc: 'topicTitleKyc',
  scholarships: 'topicTitleScholarships',
  support: 'topicTitleSupport',
} as const satisfies Record<FaqTopic, string>;

function groupByTopic(items: Faq[]) {
  const groups = new Map<FaqTopic, Faq[]>();
  for (const item of items) groups.set(item.topic, [...(groups.get(item.topic) ?? []), item]);
  return [...groups];
}

export default async function SupportPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  // An administrator's preview shows every question's draft; anyone else the published questions.
  const previewed = await previewedFaq(locale);
  const [faq, defaultCountry, session] = await Promise.all([
    previewed ?? getSupportFaq(locale).catch(() => null),
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
  const t = translator(locale, 'support');

  return (
    <div className="container">
      {previewed ? <PreviewBanner kind="faq" /> : null}
      <PageHeader eyebrow={t('eyebrow')} title={t('heading')} lead={t('lead')} />
      <div className={`${panels.columns} ${panels.even} ${styles.layout}`}>
        <section aria-labelledby="faq-title">
          <h2 id="faq-title">{t('faqTitle')}</h2>
          {faq === null ? (
            <p role="status">{t('faqUnavailable')}</p>
          ) : (
            groupByTopic(faq.items).map(([topic, items]) => (
              <div key={topic} className={styles.topic}>
                <h3>{t(TOPIC_TITLE_KEYS[topic])}</h3>
                {items.map((item) => (
                  <details key={item.id} className={styles.question}>
                    <summary {...fieldLang(locale, item, 'question')}>{item.question}</summary>
                    <p {...fieldLang(locale, item, 'answer')}>{item.answer}</p>
                  </details>
                ))}
              </div>
            ))
          )}
        </section>
        <section aria-labelledby="request-title" className={panels.panel}>
          <h2 id="request-title">{t('requestTitle')}</h2>
          <SupportForm
            defaultCountry={defaultCountry}
            idempotencyKey={idempotencyKey}
            learner={learner}
            locale={locale}
            words={plainWords(locale, 'supportForm')}
            topics={Object.entries(plainWords(locale, 'supportTopics')).map(([value, label]) => ({ value, label }))}
            text={requestFormText(locale, '/support')}
          />
        </section>
      </div>
    </div>
  );
}
