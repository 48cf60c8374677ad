// A public form's POST (a support request, a scholarship application), declared and handled alike: no sign-in, an
// optional Idempotency-Key (a double submit stores one), the sender's hourly limit counted once the body has passed
// its schema, and the stored form's reference as a 201.
import { createRoute, type z } from '@hono/zod-openapi';
import { formReceiptSchema, type FormReceipt } from '@/contract';
import type { PlatformRouter } from '../router';
import type { PlatformDeps } from '../deps';
import { idempotency, idempotencyKeyHeaders } from '../http/idempotency';
import { json, jsonBody, problem } from '../http/openapi';
import { clientAddress } from '../http/rate-limit';
import { countSubmission, type SubmissionRule } from '../http/submission-limit';
import { authSettings } from '../services/auth/settings';

interface PublicForm<Body extends z.ZodType> {
  path: `/${string}`;
  operationId: string;
  summary: string;
  body: Body;
  /** Whose hourly limit the submission counts against. */
  rule: SubmissionRule;
  /** What the 409 and 422 answers mean on this form. */
  conflict: string;
  invalid: string;
  store: (input: z.output<Body>) => Promise<FormReceipt>;
}

export function publicFormPost<Body extends z.ZodType>(
  app: PlatformRouter,
  deps: PlatformDeps,
  form: PublicForm<Body>,
): void {
  const route = createRoute({
    method: 'post',
    path: form.path,
    operationId: form.operationId,
    tags: ['forms'],
    security: [],
    summary: form.summary,
    // Widened: the route's own typing cannot follow a generic schema; the handler reads the form's type back.
    request: { headers: idempotencyKeyHeaders({ required: false }), body: jsonBody(form.body as z.ZodType) },
    responses: {
      201: json(formReceiptSchema, 'Stored (or replayed for a repeated Idempotency-Key)'),
      400: problem('Malformed Idempotency-Key'),
      409: problem(form.conflict),
      422: problem(form.invalid),
      429: problem(`This address sent 10 ${form.rule.noun} in the last hour (Retry-After says when it may send again)`),
    },
  });
  app.use(form.path, idempotency(deps, { scope: `POST ${form.path}` }));
  app.openapi(route, async (c) => {
    const input = c.req.valid('json') as z.output<Body>;
    const address = clientAddress(c.req.raw.headers, authSettings(deps));
    await countSubmission(deps, form.rule, address);
    return c.json(await form.store(input), 201);
  });
}
