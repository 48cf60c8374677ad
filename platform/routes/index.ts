// Every route group of the platform, registered on the app in one place.
import type { PlatformRouter } from '../router';
import type { PlatformDeps } from '../deps';
import { catalogueRoutes } from './catalogue';
import { authRoutes } from './auth';
import { supportRoutes } from './support';
import { scholarshipRoutes } from './scholarship';
import { checkoutRoutes } from './checkout';
import { lmsRoutes } from './lms';
import { paymentRoutes } from './payments';
import { testGatewayRoutes } from './test-gateway';
import { kycRoutes } from './kyc';
import { staffRoutes } from './staff';
import { meRoutes } from './me';
import { accountRoutes } from './account';

export function registerRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  catalogueRoutes(app, deps);
  authRoutes(app, deps);
  supportRoutes(app, deps);
  scholarshipRoutes(app, deps);
  checkoutRoutes(app, deps);
  paymentRoutes(app, deps);
  testGatewayRoutes(app, deps);
  lmsRoutes(app, deps);
  kycRoutes(app, deps);
  staffRoutes(app, deps);
  meRoutes(app, deps);
  accountRoutes(app, deps);
}
