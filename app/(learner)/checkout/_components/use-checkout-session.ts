'use client';
// The checkout in the session store: userProduct (the programme being bought), paymentDetails (the order in
// progress, cleared with clearPaymentDetails once it ends) and products (the learner's enrolments). The
// store is written from what the server loaded, and the summary and steps read it back.
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
  return { orderId: order.id, reference: order.reference, amountPaisa: order.total.amountPaisa, method: latest?.method ?? null, status: latest?.status ?? 'not_started' };
}

const isDetails = (value: Record<string, unknown>): value is Record<string, unknown> & CheckoutPaymentDetails => typeof value.orderId === 'string';

export function useCheckoutSession(view: CheckoutView): { paymentDetails: CheckoutPaymentDetails | null; enrolled: boolean } {
  const { state, store } = useSession();
  const slug = view.options.programme.slug;
  const fromServer = detailsOf(view);
  const enrolledIntake = view.options.enrolment?.intake.slug ?? null;
  const orderId = fromServer?.orderId;
  // The details as one value the effect can depend on: it rewrites the store only when one of them changes.
  const serverDetails = fromServer ? JSON.stringify(fromServer) : null;

  // The intent that brought a visitor here through sign-in is spent (read once the provider has started the store).
  const intent = state.click_enroll_button;
  useEffect(() => {
    if (intent) store.setEnrolIntent(null);
  }, [store, intent]);

  useEffect(() => {
    store.update({ userProduct: slug, products: enrolledIntake ? { [slug]: { intake: enrolledIntake } } : {} });
  }, [store, slug, enrolledIntake]);

  useEffect(() => {
    if (serverDetails) store.update({ paymentDetails: JSON.parse(serverDetails) as Record<string, unknown> });
    else store.clearPaymentDetails();
  }, [store, serverDetails]);

  // Readers: the store once written; before that (the server's render) the same values from the page.
  const stored = isDetails(state.paymentDetails) ? state.paymentDetails : null;
  return {
    paymentDetails: stored && stored.orderId === orderId ? stored : fromServer,
    enrolled: slug in state.products || enrolledIntake !== null,
  };
}
