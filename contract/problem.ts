// RFC 9457 problem details: the one error shape the platform answers with.
import { z } from 'zod';

export const problemSchema = z.object({
  type: z.string().default('about:blank'),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  /** Field-level errors keyed by the input's name (query parameter, body field). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type Problem = z.infer<typeof problemSchema>;

/**
 * The `type` of the 409 answered while the first request with the same Idempotency-Key is still being handled,
 * so a client can tell "wait and send again" from any other conflict without reading the English detail.
 */
export const REQUEST_IN_PROGRESS_PROBLEM_TYPE = 'urn:learner-portal:problem:request-in-progress';
/** Problem `type` of a 403 for a learner who has not confirmed their e-mail address yet. */
export const EMAIL_UNVERIFIED_PROBLEM_TYPE = 'urn:learner-portal:problem:email-unverified';
export const EMAIL_UNVERIFIED_MESSAGE = 'Confirm your e-mail address first: we need to reach you about your identity verification and payments.';
