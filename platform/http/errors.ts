// An answer the HTTP layer itself gives (a body over the limit, a metrics scrape refused): the app turns it into a
// problem+json answer with its status. Services never throw it: they raise a DomainError (platform/domain-errors.ts), which
// the edge maps (platform/routes/problem-map.ts).
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
