// Identity verification endpoints: the learner's (learner.ts); staff review lives in ../staff.
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { learnerKycRoutes } from './learner';

export function kycRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  learnerKycRoutes(app, deps);
}
