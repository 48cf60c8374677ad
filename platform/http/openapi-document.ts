// The answers every operation can give whatever its own route declares, added to the generated document in one
// place because they come from the app, not the route: the body limit (413), Hono's body parsing (415, and 400 for
// malformed JSON), the validation hook (400 for parameters, 422 for bodies), the deployment's per-address limit
// (429, nginx) and a database that is away (503). Each is a shared response that refers to the Problem schema.
import type { OpenAPIHono } from '@hono/zod-openapi';

type OpenAPIObject = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

interface Operation {
  parameters?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, unknown>;
}

const problemAnswer = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** Shared answers by status: their name in components.responses and what they mean. */
const SHARED = {
  400: ['BadRequest', 'A malformed parameter, or a body that is not valid JSON'],
  413: ['ContentTooLarge', 'The body is over the size this operation takes'],
  415: ['UnsupportedMediaType', 'The body is not of a media type this operation takes'],
  422: ['UnprocessableContent', 'A field of the body is invalid; `errors` names each one'],
  429: ['TooManyRequests', 'Too many requests from this address; see Retry-After'],
  503: ['ServiceUnavailable', 'The database or a service it needs is not answering; see Retry-After'],
} as const;

type SharedStatus = keyof typeof SHARED;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

function ownNonProblem400(operation: Operation): boolean {
  const own = operation.responses[400] as { content?: Record<string, unknown> } | undefined;
  return own?.content !== undefined && !('application/problem+json' in own.content);
}

function sharedStatuses(operation: Operation): SharedStatus[] {
  const statuses: SharedStatus[] = [429, 503];
  const content = Object.keys(operation.requestBody?.content ?? {});
  if (content.length > 0) statuses.push(413, 415);
  // An operation whose own 400 is not a problem (OAuth's error object) answers an invalid body with that 400.
  if (content.length > 0 && !ownNonProblem400(operation)) statuses.push(422);
  if (content.includes('application/json') || (operation.parameters ?? []).length > 0) statuses.push(400);
  return statuses;
}

/** `document` with every operation's app-wide answers declared, its responses in status order. */
export function withSharedAnswers(document: OpenAPIObject): OpenAPIObject {
  const used = new Set<SharedStatus>();
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem[method] as Operation | undefined;
      if (!operation) continue;
      const responses = { ...operation.responses };
      for (const status of sharedStatuses(operation)) {
        if (responses[status] !== undefined) continue;
        responses[status] = { $ref: `#/components/responses/${SHARED[status][0]}` };
        used.add(status);
      }
      operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
  const shared = Object.fromEntries(
    [...used].sort().map((status) => [SHARED[status][0], problemAnswer(SHARED[status][1])]),
  );
  return {
    ...document,
    components: { ...document.components, responses: { ...document.components?.responses, ...shared } },
  };
}
