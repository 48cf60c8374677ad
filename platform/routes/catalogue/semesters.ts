// Semester endpoints: the academic calendar and the current/next pair, with status from the injected clock.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { semesterListQuerySchema } from '@/contract';
import type { PlatformRouter } from '../../app';
import type { PlatformDeps } from '../../deps';
import { currentSemesters, listSemesters, listSemestersWithCourses } from '../../services/catalogue/semesters';
import { json } from '../../http/openapi';
import { CurrentSemestersDoc, listDoc, problems, SemesterDoc, SemesterWithCoursesDoc } from './schemas';

const listRoute = createRoute({
  method: 'get',
  path: '/semesters',
  tags: ['catalogue'],
  summary: 'Semesters in calendar order; `include=courses` adds each semester’s courses',
  request: { query: semesterListQuerySchema },
  responses: {
    200: json(z.union([listDoc(SemesterDoc, 'SemesterList'), listDoc(SemesterWithCoursesDoc, 'SemesterWithCoursesList')]), 'Semesters'),
    400: problems[400],
  },
});

const currentRoute = createRoute({
  method: 'get',
  path: '/semesters/current',
  tags: ['catalogue'],
  summary: 'The semester running today and the next one (either may be null)',
  responses: { 200: json(CurrentSemestersDoc, 'Current and next semester') },
});

export function semesterRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // GET /api/v1/semesters/current – the semester running today and the one after it
  app.openapi(currentRoute, async (c) => c.json(await currentSemesters(deps.db, deps.now()), 200));

  // GET /api/v1/semesters – the academic calendar; `include=courses` for the learning path
  app.openapi(listRoute, async (c) => {
    const { include } = c.req.valid('query');
    return c.json(include === 'courses' ? await listSemestersWithCourses(deps.db, deps.now()) : await listSemesters(deps.db, deps.now()), 200);
  });
}
