// Auth endpoints: sign-up (registration.ts), accounts and sessions (accounts.ts) and password recovery (recovery.ts).
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { accountRoutes } from './accounts';
import { recoveryRoutes } from './recovery';
import { registrationRoutes } from './registration';

export function authRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  registrationRoutes(app, deps);
  accountRoutes(app, deps);
  recoveryRoutes(app, deps);
}
