// Catalogue endpoints: programmes, courses, instructors, semesters, FAQ, site content and health.
// Each group lives in routes/catalogue/<group>.ts; the OpenAPI components are in routes/catalogue/schemas.ts.
import type { PlatformRouter } from '../app';
import type { PlatformDeps } from '../deps';
import { contentRoutes } from './catalogue/content';
import { courseRoutes } from './catalogue/courses';
import { healthRoutes } from './catalogue/health';
import { instructorRoutes } from './catalogue/instructors';
import { programmeRoutes } from './catalogue/programmes';
import { semesterRoutes } from './catalogue/semesters';

export function catalogueRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  programmeRoutes(app, deps);
  courseRoutes(app, deps);
  instructorRoutes(app, deps);
  semesterRoutes(app, deps);
  contentRoutes(app, deps);
  healthRoutes(app, deps);
}
