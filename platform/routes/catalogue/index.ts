// Catalogue endpoints: programmes, courses, instructors, programme semesters, calendar terms, FAQ,
// site content, the organisation and health.
// Each group lives in its own file here; the OpenAPI components are in schemas.ts.
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { contentRoutes } from './content';
import { courseRoutes } from './courses';
import { editorReadRoutes } from './editor-reads';
import { healthRoutes } from './health';
import { instructorRoutes } from './instructors';
import { programmeRoutes } from './programmes';
import { semesterRoutes } from './semesters';
import { termRoutes } from './terms';

export function catalogueRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  programmeRoutes(app, deps);
  courseRoutes(app, deps);
  editorReadRoutes(app, deps);
  instructorRoutes(app, deps);
  semesterRoutes(app, deps);
  termRoutes(app, deps);
  contentRoutes(app, deps);
  healthRoutes(app, deps);
}
