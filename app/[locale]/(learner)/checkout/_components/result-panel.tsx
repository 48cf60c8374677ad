// Step 4 on the server: where the order stands, in the page's language, and the ways on from it.
import { checkoutHref } from '@/lib/checkout/checkout-href';
import { localePath } from '@/lib/i18n/locale-path';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import type { CheckoutView } from '../checkout-view';
import { resultOf } from './result-of';
import { ResultStep } from './result-step';

export function ResultPanel({ view, locale }: { view: CheckoutView; locale: Locale }) {
  const t = translator(locale, 'checkout');
  const result = resultOf(view, locale);
  const { order } = view;
  const slug = view.options.programme.slug;
  const fresh = checkoutHref({ programme: slug });
  return (
    <ResultStep
      result={result}
      locale={locale}
      order={order ? order.id : null}
      links={{
        again: localePath(locale, order ? checkoutHref({ order: order.id, step: 'method' }) : fresh),
        fresh: localePath(locale, fresh),
        // Without JavaScript the buttons post to this page's own address (a real action URL, never an empty one).
        here: localePath(locale, order ? checkoutHref({ order: order.id, step: 'result' }) : fresh),
        receipt: result.receiptNumber ? localePath(locale, `/user-dashboard/receipts/${result.receiptNumber}`) : null,
        dashboard: localePath(locale, '/user-dashboard'),
      }}
      text={{
        unverified: view.notice === 'unverified' ? t('unverifiedReturn') : null,
        seeReceipt: result.receiptNumber ? t('seeReceipt', { number: embedded(locale, result.receiptNumber) }) : '',
        toDashboard: t('toDashboard'),
        tryAgain: t('tryAgain'),
        startAgain: t('startAgain'),
        checkAgain: t('checkAgain'),
        cancelOrder: t('cancelOrder'),
      }}
    />
  );
}
