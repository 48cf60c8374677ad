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
