// What the result step says for each state of the order and its latest payment, in the page's language.
import 'server-only';
import { embedded, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import type { CheckoutView } from '../checkout-view';

export type ResultKind = 'paid' | 'enrolled' | 'failed' | 'cancelled' | 'awaiting' | 'closed' | 'review';

export interface Result {
  kind: ResultKind;
  title: string;
  text: string;
  receiptNumber?: string;
  paymentId?: string;
  /** Awaiting a gateway (checked automatically) rather than staff (a bank transfer). */
  gateway?: boolean;
}

export function resultOf(view: CheckoutView, locale: Locale): Result {
  const t = translator(locale, 'checkout');
  const { order, options } = view;
  const programme = embedded(locale, options.programme.title);
  if (!order) {
    const intake = embedded(locale, options.enrolment?.intake.name ?? '');
    return {
      kind: 'enrolled',
      title: t('enrolledTitle', { programme }),
      text: t('enrolledText', { intake }),
    };
  }
  const paying = order.payments.find((p) => p.receiptNumber) ?? order.payments.at(-1);
  const receipt = paying?.receiptNumber ? { receiptNumber: paying.receiptNumber } : {};
  if (order.status === 'paid' && order.semester > 1) {
    const number = order.semester;
    return {
      kind: 'paid',
      title: t('semesterPaidTitle', { number }),
      text: t('semesterPaidText', { number, programme }),
      ...receipt,
    };
  }
  if (order.status === 'paid') {
    return {
      kind: 'paid',
      title: t('paidTitle'),
      text: t('paidText', { programme, intake: embedded(locale, order.intake.name) }),
      ...receipt,
    };
  }
  if (order.status === 'expired') return { kind: 'closed', title: t('expiredTitle'), text: t('expiredText') };
  if (order.status === 'cancelled') return { kind: 'closed', title: t('cancelledTitle'), text: t('cancelledText') };
  if (order.status === 'failed') return { kind: 'closed', title: t('failedTitle'), text: t('failedText') };
  const latest = order.payments.at(-1);
  switch (latest?.status) {
    case 'failed':
      return latest.method === 'bank_transfer'
        ? {
            kind: 'failed',
            title: t('transferRefusedTitle'),
            // Staff's own words stay as they wrote them, isolated inside an Urdu sentence.
            text: t('transferRefusedText', {
              reason: latest.failureReason ? embedded(locale, latest.failureReason) : t('transferNotMatched'),
            }),
          }
        : { kind: 'failed', title: t('declinedTitle'), text: t('declinedText') };
    case 'cancelled':
      return { kind: 'cancelled', title: t('payCancelledTitle'), text: t('payCancelledText') };
    case 'needs_review':
      return { kind: 'review', title: t('reviewTitle'), text: t('reviewText') };
    case 'awaiting_confirmation':
      return latest.method === 'bank_transfer'
        ? { kind: 'awaiting', title: t('transferAwaitingTitle'), text: t('transferAwaitingText') }
        : {
            kind: 'awaiting',
            title: t('bankAwaitingTitle'),
            text: t('bankAwaitingText'),
            paymentId: latest.id,
            gateway: true,
          };
    default:
      return {
        kind: 'awaiting',
        title: t('waitingTitle'),
        text: t('waitingText'),
        ...(latest ? { paymentId: latest.id, gateway: latest.method !== 'bank_transfer' } : {}),
      };
  }
}
