// Auth endpoints: accounts and sessions (accounts.ts) and password recovery (recovery.ts).
import type { PlatformRouter } from '../../app';
import type { PlatformDeps } from '../../deps';
import { accountRoutes } from './accounts';
import { recoveryRoutes } from './recovery';

export function authRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  accountRoutes(app, deps);
  recoveryRoutes(app, deps);
}
