'use client';
// The checkout screen: the steps, the current step and the order summary. What to show comes from the
// server (URL state plus the platform); the session store carries the checkout while it lasts.
import { useEffect, useRef } from 'react';
import { focusIfLost } from '@/components/runtime/focus-after-navigation';
import type { CheckoutView } from '../checkout-view';
import { CheckoutSteps } from './checkout-steps';
import { IdentityStep } from './identity-step';
import { MethodStep } from './method-step';
import { OrderStep } from './order-step';
import { OrderSummary } from './order-summary';
import { ResultStep } from './result-step';
import { TransferStep } from './transfer-step';
import { useCheckoutSession } from './use-checkout-session';
import panels from '@/components/ui/panels.module.css';

export function CheckoutFlow({ view }: { view: CheckoutView }) {
  const { paymentDetails, enrolled } = useCheckoutSession(view);
  // Enrolled already (the store's products say so): there is nothing to buy, whatever step the URL asked for.
  const step = enrolled && !view.order ? 'result' : view.step;
  // A new step replaces the button that led to it: its heading takes focus (the page's first step keeps the browser's).
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) focusIfLost(stepRef.current?.querySelector('h2'));
    firstStep.current = step;
  }, [step]);
  return (
    <>
      <CheckoutSteps view={{ ...view, step }} />
      <div className={panels.columns}>
        <div ref={stepRef}>
          {step === 'identity' ? <IdentityStep view={view} /> : null}
          {step === 'order' ? <OrderStep view={view} /> : null}
          {step === 'method' ? (
            <MethodStep view={view} amountPaisa={paymentDetails?.amountPaisa ?? view.order?.total.amountPaisa ?? 0} />
          ) : null}
          {step === 'transfer' ? <TransferStep view={view} /> : null}
          {step === 'result' ? <ResultStep view={view} /> : null}
        </div>
        <OrderSummary view={view} details={paymentDetails} />
      </div>
    </>
  );
}
