// The LMS's view of a learner: token introspection (RFC 7662) with what the learner may open.
import { z } from 'zod';

export const lmsIntrospectionRequestSchema = z.object({
  token: z.string().min(1).max(200),
  token_type_hint: z.string().max(40).optional(),
});

export const lmsIntrospectionSchema = z.object({
  active: z.boolean(),
  /** The rest only when active. */
  sub: z.string().optional(),
  client_id: z.string().optional(),
  token_type: z.literal('lms_token').optional(),
  /** Unix seconds. */
  exp: z.number().int().optional(),
  iat: z.number().int().optional(),
  /** Space-separated `programme:{slug}` for each programme the learner may open now. */
  scope: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  /** A paid enrolment and an approved identity verification: the LMS opens courses only when true. */
  course_access: z.boolean().optional(),
  programmes: z.array(z.object({ slug: z.string(), title: z.string(), intake: z.string() })).optional(),
});

export type LmsIntrospection = z.infer<typeof lmsIntrospectionSchema>;
