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

export {
  EMAIL_UNVERIFIED_MESSAGE,
  EMAIL_UNVERIFIED_PROBLEM_TYPE,
  OWN_CASE_PROBLEM_TYPE,
  REQUEST_IN_PROGRESS_PROBLEM_TYPE,
} from './problem-types';
