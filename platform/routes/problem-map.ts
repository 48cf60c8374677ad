// The one map from a service's refusal (platform/domain-errors.ts) to the problem+json answer at the HTTP edge: status,
// title and headers per kind, so the services' sentences reach the caller as RFC 9457 problems.
import type { Problem } from '@/contract';
import type { DomainError, Refusal } from '../domain-errors';
import { problemResponse } from '../http/problem-response';

const ANSWERS: Record<Refusal, { status: Problem['status']; title: string }> = {
  malformed: { status: 400, title: 'Bad Request' },
  unauthenticated: { status: 401, title: 'Unauthorized' },
  forbidden: { status: 403, title: 'Forbidden' },
  not_found: { status: 404, title: 'Not Found' },
  too_slow: { status: 408, title: 'Request Timeout' },
  conflict: { status: 409, title: 'Conflict' },
  gone: { status: 410, title: 'Gone' },
  too_large: { status: 413, title: 'Content Too Large' },
  unsupported_type: { status: 415, title: 'Unsupported Media Type' },
  invalid: { status: 422, title: 'Unprocessable Content' },
  rate_limited: { status: 429, title: 'Too Many Requests' },
  unavailable: { status: 503, title: 'Service Unavailable' },
};

/** The status a refusal is answered with. */
export const statusOf = (refusal: Refusal) => ANSWERS[refusal].status;

export function refusalProblem(error: DomainError): Problem {
  const { status, title } = ANSWERS[error.refusal];
  const { fields, type = 'about:blank' } = error.details;
  return {
    type,
    title,
    status,
    ...(error.detail ? { detail: error.detail } : {}),
    ...(fields ? { errors: fields } : {}),
  };
}

export function refusalHeaders({ details }: DomainError): Record<string, string> {
  const headers: Record<string, string> = {};
  if (details.retryAfterSeconds !== undefined) headers['Retry-After'] = String(details.retryAfterSeconds);
  if (details.bearer) {
    const error = details.bearer === 'no_token' ? '' : `, error="${details.bearer}"`;
    headers['WWW-Authenticate'] = `Bearer realm="learner-portal"${error}`;
  }
  return headers;
}

export const refusalResponse = (error: DomainError): Response =>
  problemResponse(refusalProblem(error), refusalHeaders(error));
