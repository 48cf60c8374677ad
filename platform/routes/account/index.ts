// The learner's own account (/account): profile, sign-ins, e-mail change, data export, closing the account.
// The password change is POST /auth/change-password (routes/auth/accounts.ts).
import type { PlatformRouter } from '../../router';
import type { ClientAddress } from './schemas';
import type { PlatformDeps } from '../../deps';
import { clientAddress } from '../../http/rate-limit';
import { authSettings } from '../../services/auth/settings';
import { closeAccountRoutes } from './close-account';
import { dataExportRoutes } from './data-export';
import { emailChangeRoutes } from './email-change';
import { profileRoutes } from './profile';
import { signInRoutes } from './sign-ins';

export function accountRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  const address: ClientAddress = (headers) => clientAddress(headers, authSettings(deps));
  profileRoutes(app, deps, address);
  signInRoutes(app, deps, address);
  emailChangeRoutes(app, deps, address);
  dataExportRoutes(app, deps, address);
  closeAccountRoutes(app, deps, address);
}
