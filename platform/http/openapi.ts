// OpenAPI building blocks every route file uses: a JSON answer, a JSON request body, and a problem answer
// that refers to the one registered `Problem` component (openapi.json carries one copy, the rest are $refs).
// zod's own `.meta({ id })` rather than `.openapi()`: it works whichever module loaded zod first.
import { z } from 'zod';
import { problemSchema } from '@/contract';

const ProblemDoc = problemSchema.meta({ id: 'Problem', description: 'RFC 9457 problem details.' });

/** A problem+json answer with what this status means on this route. */
export const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ProblemDoc } },
});

/** The 401 of an endpoint that takes a Bearer access token, with its challenge (RFC 6750 §3). */
export const bearerProblem = (description: string) => ({
  ...problem(description),
  headers: {
    'WWW-Authenticate': {
      description:
        'Bearer realm="learner-portal", with error="invalid_token" when the token sent is not (or no longer) good, or error="invalid_request" when the Authorization header is not one Bearer token.',
      schema: { type: 'string' as const },
    },
  },
});

/** A JSON answer. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The answer of a write that created something: the JSON and, in `Location`, the URL that reads it back. */
export const created = <T extends z.ZodType>(schema: T, description: string, readBack: string) => ({
  ...json(schema, description),
  headers: {
    Location: {
      description: `Where to read what was created: ${readBack}.`,
      schema: { type: 'string' as const },
    },
  },
});

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/**
 * A named component or null. zod-to-openapi writes `.nullable()` of a component as `allOf: [$ref, {type: [object,
 * null]}]`, which null can never satisfy, or drops the null; `anyOf: [$ref, {type: null}]` says what is sent.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);
