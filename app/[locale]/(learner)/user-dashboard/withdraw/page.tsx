// /user-dashboard/withdraw?programme=…&semester=N (and /ur/…) – withdraw from a paid semester: what the Terms give back
// today (the platform's figures, from what was paid: this semester's, each later paid one's and the total, and the last
// day of the half refund), what happens to the rest, then the confirmation.
import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { slugSchema } from '@/contract';
import { formatRupees } from '@/contract/money';
import { formatDateIn } from '@/lib/format';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { listEnrolments } from '@/lib/api/checkout';
import { localePath } from '@/lib/i18n/locale-path';
import { contentLang, embedded } from '@/lib/i18n/locales';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireSession } from '@/lib/session/server-session';
import { WithdrawForm } from './_components/withdraw-form';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = translator(await pageLocale(params), 'withdraw');
  return signedInPageMetadata({ title: t('title'), description: t('description') });
}

const querySchema = z.object({ programme: slugSchema, semester: z.coerce.number().int().min(1).max(20) });

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function WithdrawPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams.then((q) => querySchema.safeParse(q))]);
  const permalink = localePath(
    locale,
    query.success
      ? `/user-dashboard/withdraw?programme=${encodeURIComponent(query.data.programme)}&semester=${query.data.semester}`
      : '/user-dashboard',
  );
  const session = await requireSession(permalink);
  if (!query.success) notFound();
  const { programme, semester: number } = query.data;
  const enrolment = (await listEnrolments(session.accessToken)).items.find((e) => e.programme.slug === programme);
  const semester = enrolment?.semesters.find((s) => s.number === number);
  if (!enrolment || !semester) notFound();
  const t = translator(locale, 'withdraw');
  const offer = semester.standing.withdrawable;
  const whole = offer !== null && offer.refund.amountPaisa === semester.standing.fee.amountPaisa;
  const amount = () => <strong>{offer ? formatRupees(offer.refund, locale) : null}</strong>;
  return (
    <div className="container section">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('heading', { number })}
        lead={<span {...contentLang(locale)}>{enrolment.programme.title}</span>}
      />
      {offer === null ? (
        <p>{semester.standing.status === 'withdrawn' ? t('alreadyWithdrawn') : t('cannotWithdraw', { number })}</p>
      ) : (
        <>
          <h2>{t('whatComesBack')}</h2>
          <p>
            {whole
              ? t.rich('wholeRefund', { amount })
              : t.rich('halfRefund', { amount, date: formatDateIn(locale, offer.halfRefundUntil) })}
          </p>
          {offer.later.length > 0 ? (
            <>
              <p>{t('laterRefunds')}</p>
              <ul>
                {offer.later.map((later) => (
                  <li key={later.number}>
                    {t('laterRefund', { number: later.number, amount: formatRupees(later.refund, locale) })}
                  </li>
                ))}
              </ul>
              <p>{t.rich('totalRefund', { amount: () => <strong>{formatRupees(offer.total, locale)}</strong> })}</p>
            </>
          ) : null}
          <h2>{t('whatHappens')}</h2>
          <ul>
            {/* Money already paid for the semesters before this one stays paid, with those semesters. */}
            {enrolment.semesters
              .filter((earlier) => earlier.number < number && ['paid', 'scholarship'].includes(earlier.standing.status))
              .map((earlier) => (
                <li key={earlier.number}>
                  {earlier.standing.status === 'paid'
                    ? t('earlierKept', { number: earlier.number, amount: formatRupees(earlier.standing.fee, locale) })
                    : t('earlierCovered', { number: earlier.number })}
                </li>
              ))}
            <li>{t('placeEnds', { programme: embedded(locale, enrolment.programme.title), number })}</li>
            <li>{t('lmsCloses', { number })}</li>
            <li>{t('staffSend')}</li>
          </ul>
          <WithdrawForm
            programme={programme}
            semester={number}
            idempotencyKey={randomUUID()}
            permalink={permalink}
            locale={locale}
            text={{
              confirm: t('confirmLabel', { number }),
              submit: t('submit', { number }),
              sending: t('sending'),
              errorSummaryTitle: translator(locale, 'forms')('errorSummaryTitle'),
            }}
          />
        </>
      )}
      <p>
        <Link href={localePath(locale, '/user-dashboard')}>{t('backToDashboard')}</Link>
      </p>
    </div>
  );
}
