'use server';
// The staff decision: approve, or reject with a reason (and a note, required for "other"). The platform checks the
// staff role, records who decided when, and e-mails the learner.
import { kycDecisionRequestSchema } from '@/contract';
import { decideKyc } from '@/lib/api/kyc';
import type { DecisionState } from '../../_components/decision-form';
import { runDecision } from '../../_components/run-decision';

export async function decideKycAction(previous: DecisionState, formData: FormData): Promise<DecisionState> {
  return runDecision(
    previous,
    formData,
    kycDecisionRequestSchema,
    async (accessToken, id, decision) => (await decideKyc(accessToken, id, decision)).status === 'approved',
  );
}
