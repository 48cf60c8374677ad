// Payment endpoints: starting and checking payments, and what gateways call back.
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { bankTransferRoutes } from './bank-transfer';
import { paymentCallbackRoutes } from './callbacks';
import { paymentStartRoutes } from './start';

export function paymentRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  paymentStartRoutes(app, deps);
  paymentCallbackRoutes(app, deps);
  bankTransferRoutes(app, deps);
}
