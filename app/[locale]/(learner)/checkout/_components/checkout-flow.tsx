'use client';
// The checkout screen's frame: the steps, the current step and the order summary, all rendered on the server in the
// page's language. Here only what needs the browser: a new step's heading takes focus, and the enrol intent that
// brought a visitor here through sign-in (click_enroll_button) is spent.
import { useEffect, useRef, type ReactNode } from 'react';
import { focusIfLost } from '@/components/runtime/focus-after-navigation';
import { useSession } from '@/components/session/session-provider';
import type { CheckoutStep } from '../checkout-view';
import panels from '@/components/ui/panels.module.css';

export function CheckoutFlow({
  step,
  steps,
  summary,
  children,
}: {
  step: CheckoutStep;
  steps: ReactNode;
  summary: ReactNode;
  children: ReactNode;
}) {
  const { state, store } = useSession();
  // Read once the provider has started the store from the cookies.
  const intent = state.click_enroll_button;
  useEffect(() => {
    if (intent) store.setEnrolmentIntent(null);
  }, [store, intent]);
  // A new step replaces the button that led to it: its heading takes focus (the page's first step keeps the browser's).
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) focusIfLost(stepRef.current?.querySelector('h2'));
    firstStep.current = step;
  }, [step]);
  return (
    <>
      {steps}
      <div className={panels.columns}>
        <div ref={stepRef}>{children}</div>
        {summary}
      </div>
    </>
  );
}
