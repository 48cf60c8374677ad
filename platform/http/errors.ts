// Typed errors the handlers throw; the app turns each into a problem+json answer with its status.
import type { Problem } from '@/contract';

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 408 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** A URI naming the kind of problem when a client must tell it apart from others of its status. */
    readonly type = 'about:blank',
  ) {
    super(detail ?? title);
  }

  toProblem(): Problem {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      ...(this.detail ? { detail: this.detail } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const notFound = (detail: string) => new HttpError(404, 'Not Found', detail);
export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new HttpError(400, 'Bad Request', detail, errors);
export const unprocessable = (detail: string, errors?: Record<string, string[]>) =>
  new HttpError(422, 'Unprocessable Content', detail, errors);
export const conflict = (detail: string) => new HttpError(409, 'Conflict', detail);
export const unauthorized = (detail = 'Sign in to continue.') => new HttpError(401, 'Unauthorized', detail);
/**
 * A 401 where a Bearer access token is what is asked for, with its challenge (RFC 9110 §11.6.1, RFC 6750 §3):
 * no error code when no credentials came, `invalid_request` for an Authorization header that is not one Bearer token,
 * `invalid_token` for a token that is not (or no longer) good.
 */
export const bearerUnauthorized = (detail: string, error?: 'invalid_request' | 'invalid_token') =>
  new HttpError(401, 'Unauthorized', detail, undefined, {
    'WWW-Authenticate': `Bearer realm="learner-portal"${error ? `, error="${error}"` : ''}`,
  });
export const forbidden = (detail = 'You may not do that.') => new HttpError(403, 'Forbidden', detail);
/** The wait in whole minutes for people (Retry-After keeps the seconds). */
export const waitInMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too Many Requests', waitInMinutes(retryAfterSeconds), undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
