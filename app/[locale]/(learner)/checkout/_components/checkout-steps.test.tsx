/** @jest-environment jsdom */
// The steps above checkout: a step reads "done" only when the learner's record says so.
import { render, screen } from '@testing-library/react';
import type { CheckoutView, IdentityState } from '../checkout-view';
import { CheckoutSteps } from './checkout-steps';

const money = { amountPaisa: 8_500_000, currency: 'PKR' as const };
const orderStep = (identity: IdentityState): CheckoutView => ({
  step: 'order',
  options: {
    programme: {
      slug: 'web',
      title: 'Web Development',
      semesterCount: 4,
      pricePerSemester: money,
      enrolmentOpen: true,
    },
    intakes: [],
    included: [],
    refundPolicy: [],
    methods: [],
    bankAccount: null,
    identity,
    enrolment: null,
    openOrders: [],
    untranslated: [],
  },
  intake: null,
  order: null,
  identity,
  notice: null,
  idempotencyKey: 'key',
  semesterStartsOn: null,
});

const identityStep = () => screen.getByRole('link', { name: /^Identity/ }).closest('li');

test.each(['not_submitted', 'rejected'] as const)(
  'on the order step without a verification (%s), Identity is not done, and still links back',
  (identity) => {
    render(<CheckoutSteps view={orderStep(identity)} locale="en" />);
    expect(identityStep()).toHaveTextContent(/^1?Identity \(not done yet\)$/);
    expect(identityStep()).not.toHaveTextContent('(done)');
  },
);

test.each(['pending', 'approved'] as const)('submitted (%s): Identity is done', (identity) => {
  render(<CheckoutSteps view={orderStep(identity)} locale="en" />);
  expect(identityStep()).toHaveTextContent(/Identity \(done\)$/);
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Your order');
});
