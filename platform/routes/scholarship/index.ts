// Next-gen scholar endpoints: intakes and applications to them (applications.ts).
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { applicationRoutes } from './applications';

export function scholarshipRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  applicationRoutes(app, deps);
}
