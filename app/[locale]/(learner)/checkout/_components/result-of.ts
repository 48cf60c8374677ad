// What the result step says for each state of the order and its latest payment.
import type { CheckoutView } from '../checkout-view';

type ResultKind = 'paid' | 'enrolled' | 'failed' | 'cancelled' | 'awaiting' | 'closed' | 'review';

interface Result {
  kind: ResultKind;
  title: string;
  text: string;
  receiptNumber?: string;
  paymentId?: string;
  /** Awaiting a gateway (checked automatically) rather than staff (a bank transfer). */
  gateway?: boolean;
}

export function resultOf(view: CheckoutView): Result {
  const { order, options } = view;
  const title = options.programme.title;
  if (!order) {
    const intake = options.enrolment?.intake.name ?? '';
    return {
      kind: 'enrolled',
      title: `You are already enrolled in ${title}`,
      text: `Your place is in the ${intake} intake. Your courses, semesters and payments are on your dashboard.`,
    };
  }
  const paying = order.payments.find((p) => p.receiptNumber) ?? order.payments.at(-1);
  if (order.status === 'paid' && order.semester > 1) {
    return {
      kind: 'paid',
      title: `Payment received: semester ${order.semester} is paid`,
      text: `Thank you. Semester ${order.semester} of ${title} is paid and its courses open when its term starts. We have e-mailed your receipt.`,
      ...(paying?.receiptNumber ? { receiptNumber: paying.receiptNumber } : {}),
    };
  }
  if (order.status === 'paid') {
    return {
      kind: 'paid',
      title: 'Payment received: you are enrolled',
      text: `Thank you. You are enrolled in ${title}, starting with the ${order.intake.name} intake. We have e-mailed your receipt.`,
      ...(paying?.receiptNumber ? { receiptNumber: paying.receiptNumber } : {}),
    };
  }
  if (order.status === 'expired')
    return {
      kind: 'closed',
      title: 'This order has expired',
      text: 'It was not paid in time, and nothing was charged. Start again to get a new order.',
    };
  if (order.status === 'cancelled')
    return {
      kind: 'closed',
      title: 'This order is cancelled',
      text: 'Nothing was charged. You can start again whenever you are ready.',
    };
  if (order.status === 'failed')
    return {
      kind: 'closed',
      title: 'This order could not be paid',
      text: 'Several payments were declined. Start again, or contact support if your bank keeps refusing.',
    };
  const latest = order.payments.at(-1);
  switch (latest?.status) {
    case 'failed':
      return latest.method === 'bank_transfer'
        ? {
            kind: 'failed',
            title: 'We could not confirm your transfer',
            text: `${latest.failureReason ?? 'Our staff could not match it to a payment.'} Send the transfer details again, or choose another method.`,
          }
        : {
            kind: 'failed',
            title: 'Your payment was declined',
            text: 'Nothing was charged. Try again, or choose another method.',
          };
    case 'cancelled':
      return {
        kind: 'cancelled',
        title: 'You cancelled the payment',
        text: 'Nothing was charged. Your order is kept until it expires, so you can pay later.',
      };
    case 'needs_review':
      return {
        kind: 'review',
        title: 'We are checking your payment',
        text: 'The amount the payment provider reported does not match your order. Our team is checking it: please do not pay again.',
      };
    case 'awaiting_confirmation':
      return latest.method === 'bank_transfer'
        ? {
            kind: 'awaiting',
            title: 'Your transfer is awaiting confirmation',
            text: 'We have your transaction id and receipt. Our staff confirm transfers within one working day, and we e-mail you then.',
          }
        : {
            kind: 'awaiting',
            title: 'Awaiting confirmation from your bank',
            text: 'Your bank has not confirmed the payment yet. This page checks again every few seconds; you may also leave it.',
            paymentId: latest.id,
            gateway: true,
          };
    default:
      return {
        kind: 'awaiting',
        title: 'Waiting for the payment provider',
        text: 'We have not heard from the payment provider yet. If you did not finish paying, try again.',
        ...(latest ? { paymentId: latest.id, gateway: latest.method !== 'bank_transfer' } : {}),
      };
  }
}
