// Checkout endpoints: options, orders, enrolments, receipts.
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { enrolmentRoutes } from './enrolments';
import { orderRoutes } from './orders';

export function checkoutRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  orderRoutes(app, deps);
  enrolmentRoutes(app, deps);
}
