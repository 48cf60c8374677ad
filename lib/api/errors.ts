// Errors the API adapter raises, so pages can tell "not there" from "platform down".
import type { Problem } from '@/contract';

/** The digest an error boundary sees for a platform outage (`instanceof` does not survive the trip). */
export const PLATFORM_UNAVAILABLE_DIGEST = 'PLATFORM_UNAVAILABLE';

/** The digest of a value an error boundary caught, if it has one. */
export const digestOf = (error: unknown): string | undefined =>
  error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;

/** The platform could not be reached or answered 5xx: pages show "service unavailable". */
export class PlatformUnavailableError extends Error {
  override name = 'PlatformUnavailableError';
  readonly digest = PLATFORM_UNAVAILABLE_DIGEST;
  /** What the platform said, when it answered 5xx itself (too busy: "try again in a few seconds"). */
  readonly problem: Problem | undefined;
  /** The platform's Retry-After, when it sent one. */
  readonly retryAfter: string | undefined;
  constructor(message: string, options: ErrorOptions & { problem?: Problem; retryAfter?: string | null } = {}) {
    super(message, options);
    this.problem = options.problem;
    this.retryAfter = options.retryAfter ?? undefined;
  }
}

/** The platform answered with a problem (4xx) the caller may want to show. */
export class PlatformProblemError extends Error {
  override name = 'PlatformProblemError';
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
  get status(): number {
    return this.problem.status;
  }
}
