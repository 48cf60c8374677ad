// What a service refuses, in the service's own terms: the kind of refusal, the sentence for the person, the fields it
// concerns. Services never speak HTTP; the edge (platform/routes/problem-map.ts) gives each kind its status, title and
// headers, in one table.

export type Refusal =
  /** The request cannot be read as one (a malformed value outside any form field). */
  | 'malformed'
  /** No one signed in, or a session or token that is no longer good. */
  | 'unauthenticated'
  /** Signed in, but not allowed this. */
  | 'forbidden'
  | 'not_found'
  /** The sender was too slow (an upload below its minimum rate). */
  | 'too_slow'
  /** The thing's state does not allow it now (already done, already pending, changed meanwhile). */
  | 'conflict'
  /** It existed and is over for good (a used or expired link). */
  | 'gone'
  | 'too_large'
  | 'unsupported_type'
  /** Read, but its values are refused (a form's checks). */
  | 'invalid'
  /** Too many attempts; `retryAfterSeconds` says when to try again. */
  | 'rate_limited'
  /** Something the service needs is away for now; `retryAfterSeconds` when known. */
  | 'unavailable';

/** How a refused sign-in credential was wrong, when a Bearer token was what was asked for (RFC 6750 §3). */
export type BearerRefusal = 'no_token' | 'invalid_request' | 'invalid_token';

export interface RefusalDetails {
  /** The sentence per form field it concerns. */
  fields?: Record<string, string[]>;
  /** A URI naming the kind of problem, where a client must tell it apart from others of its kind. */
  type?: string;
  retryAfterSeconds?: number;
  bearer?: BearerRefusal;
}

export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    /** The sentence for the person (the problem's detail). */
    readonly detail: string,
    readonly details: RefusalDetails = {},
  ) {
    super(detail);
    this.name = 'DomainError';
  }
}

export const notFound = (detail: string) => new DomainError('not_found', detail);
export const malformed = (detail: string, fields?: Record<string, string[]>) =>
  new DomainError('malformed', detail, { fields });
export const unprocessable = (detail: string, fields?: Record<string, string[]>) =>
  new DomainError('invalid', detail, { fields });
export const conflict = (detail: string, fields?: Record<string, string[]>) =>
  new DomainError('conflict', detail, { fields });
export const unauthorized = (detail = 'Sign in to continue.') => new DomainError('unauthenticated', detail);
export const bearerUnauthorized = (detail: string, bearer: BearerRefusal = 'no_token') =>
  new DomainError('unauthenticated', detail, { bearer });
export const forbidden = (detail = 'You may not do that.', details?: RefusalDetails) =>
  new DomainError('forbidden', detail, details);
export const gone = (detail: string, fields?: Record<string, string[]>) => new DomainError('gone', detail, { fields });

/** The wait in whole minutes for people (the edge's Retry-After keeps the seconds). */
export const waitInMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};
export const tooManyRequests = (retryAfterSeconds: number, detail = waitInMinutes(retryAfterSeconds)) =>
  new DomainError('rate_limited', detail, { retryAfterSeconds });
export const unavailable = (detail: string, retryAfterSeconds?: number) =>
  new DomainError('unavailable', detail, { retryAfterSeconds });
