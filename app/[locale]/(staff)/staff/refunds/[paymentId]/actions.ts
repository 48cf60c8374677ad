'use server';
// Staff record money sent back for a payment. The platform checks the staff role, refuses a staff member's own case,
// more than is owed and a second refund, audits it and e-mails the learner; this re-checks the session, validates the
// form with the contract's schema (the amount typed in rupees) and sends it once per form key (Idempotency-Key).
import { revalidatePath } from 'next/cache';
import { refundFormSchema, type RefundRecord } from '@/contract';
import { recordRefund } from '@/lib/api/staff-money';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { requireStaffSession } from '@/lib/session/staff-session';

export type RefundState = ActionState<RefundRecord>;

const LABELS = { amountPaisa: 'The amount', method: 'The method', reference: 'The reference' };

export async function recordRefundAction(previous: RefundState, formData: FormData): Promise<RefundState> {
  const values = readValues(formData, ['paymentId', 'key', 'amount', 'method', 'reference']);
  const state = submitted(previous, values);
  const session = await requireStaffSession('/staff/refunds');
  const parsed = refundFormSchema.safeParse(values);
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  const { amount, ...rest } = parsed.data;
  try {
    const receipt = await recordRefund(
      session.accessToken,
      { ...rest, amountPaisa: amount },
      values.key || crypto.randomUUID(),
    );
    revalidatePath('/staff/refunds');
    return { ...state, values: {}, receipt };
  } catch (error) {
    const refused = fromPlatformError(error, LABELS);
    // The platform names the amount in paisa; the form's field is the amount in rupees.
    const { amountPaisa, ...fieldErrors } = refused.fieldErrors;
    return { ...state, ...refused, fieldErrors: amountPaisa ? { ...fieldErrors, amount: amountPaisa } : fieldErrors };
  }
}
