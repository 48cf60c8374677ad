// Support endpoints: requests from the public help page (requests.ts).
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { requestRoutes } from './requests';

export function supportRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  requestRoutes(app, deps);
}
