'use client';
// The checkout's part of the session: the order in progress and whether the learner is enrolled come from the
// page's own data (the server's answer, never a copy in the session store that could go stale), and the enrol
// intent that brought a visitor here through sign-in (click_enroll_button) is spent.
import { useEffect } from 'react';
import { useSession } from '@/components/session/session-provider';
import type { CheckoutView } from '../checkout-view';

export interface CheckoutPaymentDetails {
  orderId: string;
  reference: string;
  amountPaisa: number;
  method: string | null;
  status: string;
}

function detailsOf(view: CheckoutView): CheckoutPaymentDetails | null {
  const { order } = view;
  if (!order || order.status !== 'pending_payment') return null;
  const latest = order.payments.at(-1);
  return {
    orderId: order.id,
    reference: order.reference,
    amountPaisa: order.total.amountPaisa,
    method: latest?.method ?? null,
    status: latest?.status ?? 'not_started',
  };
}

export function useCheckoutSession(view: CheckoutView): {
  paymentDetails: CheckoutPaymentDetails | null;
  enrolled: boolean;
} {
  const { state, store } = useSession();
  // Read once the provider has started the store from the cookies.
  const intent = state.click_enroll_button;
  useEffect(() => {
    if (intent) store.setEnrolmentIntent(null);
  }, [store, intent]);
  return { paymentDetails: detailsOf(view), enrolled: view.options.enrolment != null };
}
