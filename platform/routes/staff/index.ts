// Staff-only endpoints: identity verification review (kyc-review.ts) and bank-transfer review (transfer-review.ts).
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { kycReviewRoutes } from './kyc-review';
import { transferReviewRoutes } from './transfer-review';

export function staffRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  kycReviewRoutes(app, deps);
  transferReviewRoutes(app, deps);
}
