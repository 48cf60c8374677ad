// The LMS's view of a learner: token introspection (RFC 7662) with what the learner may open.
import { z } from 'zod';

// Any token string is a question with an answer (RFC 7662 §2.2: an unknown one is inactive), never a 422 the
// client library cannot read; the body limit bounds its length.
export const lmsIntrospectionRequestSchema = z.object({
  token: z.string(),
  token_type_hint: z.string().optional(),
});

/** An introspection request without exactly one `token` (RFC 7662 §2.3, RFC 6749 §5.2): what OAuth clients read. */
export const oauthErrorSchema = z.object({
  error: z.literal('invalid_request'),
  error_description: z.string().optional(),
});

export const lmsIntrospectionSchema = z.object({
  active: z.boolean(),
  /** The rest only when active. */
  sub: z.string().optional(),
  client_id: z.string().optional(),
  /** Unix seconds. */
  exp: z.number().int().optional(),
  iat: z.number().int().optional(),
  /**
   * Space-separated `programme:{slug}` for each programme the learner may open now, and `programme:{slug}:semester:{n}`
   * for each of its semesters that is paid or covered by a scholarship; absent when none.
   */
  scope: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  /**
   * A paid enrolment not withdrawn from (a withdrawal from semester 1 gives the programme up) and an approved identity
   * verification: the LMS opens courses only when true.
   */
  course_access: z.boolean().optional(),
  /**
   * `semesters`: the programme semesters the learner may open (paid, or covered by a scholarship); a semester that
   * started unpaid, or that the learner withdrew from, is not among them, and a programme given up is not listed.
   */
  programmes: z
    .array(
      z.object({
        slug: z.string(),
        title: z.string(),
        intake: z.string(),
        semesters: z.array(z.number().int().positive()),
      }),
    )
    .optional(),
});

export type LmsIntrospection = z.infer<typeof lmsIntrospectionSchema>;
