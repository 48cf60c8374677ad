// The words staff read for a money row's state (the methods are named by the contract's PAYMENT_METHOD_LABEL).
import type { LedgerState, RefundOwed } from '@/contract';

export const STATE_LABELS: Record<LedgerState, string> = {
  pending: 'Started, not paid',
  awaiting_confirmation: 'Transfer awaiting confirmation',
  succeeded: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  needs_review: 'Needs review',
  refunded: 'Refund sent',
};

export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Why money is owed back, as the refunds list says it. */
export const OWED_REASON_LABELS: Record<RefundOwed['reason'], string> = {
  duplicate: 'Paid twice',
  order_closed: 'Paid after the order closed',
  already_enrolled: 'Paid when already enrolled',
  amount_mismatch: 'Paid a different amount',
  intake_cancelled: 'Intake cancelled',
  withdrawal: 'Withdrawal',
};
