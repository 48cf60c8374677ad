// Staff-only endpoints: identity verification review (kyc-review.ts), bank-transfer review (transfer-review.ts) and
// scholarships per semester (semester-scholarships.ts), finding a learner (learners.ts), the money (money.ts), the
// office's inbox (inbox.ts) and numbers (reports.ts); for admins, roles (roles.ts), the audit log (audit.ts) and the
// catalogue editor (catalogue.ts).
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { auditRoutes } from './audit';
import { catalogueEditorRoutes } from './catalogue';
import { inboxRoutes } from './inbox';
import { reportRoutes } from './reports';
import { kycReviewRoutes } from './kyc-review';
import { learnerRoutes } from './learners';
import { moneyRoutes } from './money';
import { roleRoutes } from './roles';
import { semesterScholarshipRoutes } from './semester-scholarships';
import { withdrawalReviewRoutes } from './withdrawals';
import { transferReviewRoutes } from './transfer-review';

export function staffRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  kycReviewRoutes(app, deps);
  transferReviewRoutes(app, deps);
  semesterScholarshipRoutes(app, deps);
  withdrawalReviewRoutes(app, deps);
  moneyRoutes(app, deps);
  roleRoutes(app, deps);
  auditRoutes(app, deps);
  learnerRoutes(app, deps);
  catalogueEditorRoutes(app, deps);
  inboxRoutes(app, deps);
  reportRoutes(app, deps);
}
