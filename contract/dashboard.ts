// The signed-in learner's dashboard in one answer: who they are, their programmes, orders and identity verification.
import { z } from 'zod';
import { userSchema } from './auth';
import { enrolmentSchema, orderSchema } from './checkout';
import { kycStatusSchema } from './kyc';

export const learnerDashboardSchema = z.object({
  learner: userSchema,
  /** Oldest first, as GET /enrolments. */
  enrolments: z.array(enrolmentSchema),
  /** Newest first, as GET /orders. */
  orders: z.array(orderSchema),
  identity: kycStatusSchema,
});
export type LearnerDashboard = z.infer<typeof learnerDashboardSchema>;
