// Staff-only endpoints: identity verification review (kyc-review.ts).
import type { PlatformRouter } from '../../app';
import type { PlatformDeps } from '../../deps';
import { kycReviewRoutes } from './kyc-review';

export function staffRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  kycReviewRoutes(app, deps);
}
