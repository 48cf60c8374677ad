// What every staff route declares alike: the 'staff' tag, a bearer token, 401 without one and 403 for a learner.
// A route about one case (a submission, a transfer) also answers 400 for a malformed id and 404 when there is none.
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { bearerProblem, problem } from '../../http/openapi';
import { bearer } from '../auth/schemas';

export const staffOnly = { 401: bearerProblem('No valid access token'), 403: problem('Not staff') };

type Answers = RouteConfig['responses'];

interface OneCase<M, P, Req, Ok, More> {
  method: M;
  path: P;
  operationId: string;
  summary: string;
  request: Req;
  /** The 200 answer. */
  ok: Ok;
  /** What the 400 and 404 answers mean on this route. */
  malformed: string;
  missing: string;
  /** Answers after the 404 (a 409, a 422). */
  more?: More;
}

/** A staff route about one case, its answers in the document's order: 200, 400, 401, 403, 404, then `more`. */
export function oneCaseRoute<
  const M extends 'get' | 'post',
  const P extends string,
  const Req extends NonNullable<RouteConfig['request']>,
  const Ok extends Answers[number],
  const More extends Answers = Record<never, never>,
>(route: OneCase<M, P, Req, Ok, More>) {
  const { method, path, operationId, summary, request, ok, malformed, missing, more } = route;
  return createRoute({
    method,
    path,
    operationId,
    summary,
    tags: ['staff'],
    security: bearer,
    request,
    responses: { 200: ok, 400: problem(malformed), ...staffOnly, 404: problem(missing), ...(more ?? ({} as More)) },
  });
}
