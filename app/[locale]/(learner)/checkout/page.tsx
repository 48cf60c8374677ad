// /checkout (and /ur/checkout) – pay for a programme: identity, the order, the payment method, the result. The step
// and the order live in the URL; the server works out what to show, in the page's language, and renders each step;
// the client parts (the forms, the result's polling) get their words from here.
import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { checkoutHref, parseCheckoutSearch } from '@/lib/checkout/checkout-url';
import { RETURNED_QUERY } from '@/lib/forms/form-state-cookie';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { CheckoutFlow } from './_components/checkout-flow';
import { CheckoutSteps } from './_components/checkout-steps';
import { IdentityStep } from './_components/identity-step';
import { MethodPanel } from './_components/method-panel';
import { NotForSalePage } from './_components/not-for-sale';
import { OrderPanel } from './_components/order-panel';
import { OrderSummary } from './_components/order-summary';
import { ResultPanel } from './_components/result-panel';
import { TransferPanel } from './_components/transfer-panel';
import { loadCheckout, type CheckoutView } from './checkout-view';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// What the page shows, loaded once per request for the title and the page (keyed by the language and the query, as
// JSON); an unknown order or programme is notFound() for both, so the tab says "Page Not Found" too.
const checkoutFor = cache(async (locale: Locale, query: string) => {
  const search = parseCheckoutSearch(JSON.parse(query) as Record<string, string | string[] | undefined>);
  const loaded = await loadCheckout(await requireSession(localePath(locale, checkoutHref(search))), search, locale);
  if (loaded.kind === 'not-found') notFound();
  return loaded;
});

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}): Promise<Metadata> {
  const locale = await pageLocale(params);
  await checkoutFor(locale, JSON.stringify(await searchParams));
  const t = translator(locale, 'checkout');
  return signedInPageMetadata({ title: t('title'), description: t('description') });
}

export default async function CheckoutPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await pageLocale(params);
  const loaded = await checkoutFor(locale, JSON.stringify(await searchParams));
  if (loaded.kind === 'not-for-sale') return <NotForSalePage notForSale={loaded.notForSale} locale={locale} />;
  const t = translator(locale, 'checkout');
  if (loaded.kind === 'no-programme') {
    return (
      <div className="container section">
        <PageHeader eyebrow={t('eyebrow')} title={t('chooseFirst')} lead={t('chooseFirstLead')} />
        <Link href={localePath(locale, '/')}>{t('browse')}</Link>
      </div>
    );
  }
  // Enrolled already: there is nothing to buy, whatever step the URL asked for.
  const view = {
    ...loaded.view,
    step: loaded.view.options.enrolment && !loaded.view.order ? 'result' : loaded.view.step,
  };
  const programme = embedded(locale, view.options.programme.title);
  return (
    <div className="container section">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={
          view.order && view.order.semester > 1
            ? t('payFor', { number: view.order.semester, programme })
            : t('enrolIn', { programme })
        }
      />
      <CheckoutFlow
        step={view.step}
        steps={<CheckoutSteps view={view} locale={locale} />}
        summary={<OrderSummary view={view} locale={locale} />}
      >
        <StepPanel view={view} locale={locale} returned={(await searchParams).form === RETURNED_QUERY} />
      </CheckoutFlow>
    </div>
  );
}

function StepPanel({ view, locale, returned }: { view: CheckoutView; locale: Locale; returned: boolean }) {
  switch (view.step) {
    case 'identity':
      return <IdentityStep view={view} locale={locale} />;
    case 'order':
      return <OrderPanel view={view} locale={locale} />;
    case 'method':
      return <MethodPanel view={view} locale={locale} />;
    case 'transfer':
      return <TransferPanel view={view} locale={locale} returned={returned} />;
    case 'result':
      return <ResultPanel view={view} locale={locale} />;
  }
}
