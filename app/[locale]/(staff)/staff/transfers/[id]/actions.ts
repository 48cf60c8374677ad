'use server';
// The staff decision on a bank transfer: confirm, or reject with a reason (and a note, required for "other"). The
// platform checks the staff role, records who decided when, pays and enrols or tells the learner, and e-mails them.
import { transferDecisionSchema } from '@/contract';
import { decideTransfer } from '@/lib/api/staff-transfers';
import type { DecisionState } from '../../_components/decision-form';
import { runDecision } from '../../_components/run-decision';

export async function decideTransferAction(previous: DecisionState, formData: FormData): Promise<DecisionState> {
  return runDecision(
    previous,
    formData,
    transferDecisionSchema,
    async (accessToken, id, decision) =>
      (await decideTransfer(accessToken, id, decision)).decision?.decision === 'confirmed',
  );
}
