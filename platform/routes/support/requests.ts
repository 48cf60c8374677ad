// Support requests from the public help page; a double submit (same Idempotency-Key) stores one request.
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { SUPPORT_REQUESTS_PER_ADDRESS } from '../../http/submission-limit';
import { createSupportRequest } from '../../services/forms/support';
import { publicFormPost } from '../public-form';
import { SupportRequestInputDoc } from './schemas';

export function requestRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // POST /api/v1/support/requests – store a support request and answer its reference
  publicFormPost(app, deps, {
    path: '/support/requests',
    operationId: 'createSupportRequest',
    summary: 'Send a support request; answers the reference the learner quotes',
    body: SupportRequestInputDoc,
    rule: SUPPORT_REQUESTS_PER_ADDRESS,
    conflict:
      'The first request with this Idempotency-Key is still being handled (type `urn:learner-portal:problem:request-in-progress`)',
    invalid: 'Invalid field, or an Idempotency-Key reused with another body',
    store: (input) => createSupportRequest(deps, input),
  });
}
