// Errors the API adapter raises, so pages can tell "not there" from "platform down".
import type { Problem } from '@/contract';

/** The platform could not be reached or answered 5xx: pages show "service unavailable". */
export class PlatformUnavailableError extends Error {
  override name = 'PlatformUnavailableError';
  /** Survives serialization to error boundaries, where `instanceof` does not. */
  readonly digest = 'PLATFORM_UNAVAILABLE';
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
