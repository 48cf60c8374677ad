// Every route group of the platform, registered on the app in one place.
import type { PlatformRouter } from '../app';
import type { PlatformDeps } from '../deps';
import { catalogueRoutes } from './catalogue';
import { authRoutes } from './auth';
import { supportRoutes } from './support';
import { scholarshipRoutes } from './scholarship';

export function registerRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  catalogueRoutes(app, deps);
  authRoutes(app, deps);
  supportRoutes(app, deps);
  scholarshipRoutes(app, deps);
}
