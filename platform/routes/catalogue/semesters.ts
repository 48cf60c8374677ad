// Programme semester endpoint: each programme's stages, optionally with their courses.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { semesterListQuerySchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { listSemesters, listSemestersWithCourses } from '../../services/catalogue/semesters';
import { json } from '../../http/openapi';
import { listDoc, problems, ProgrammeSemesterDoc, ProgrammeSemesterWithCoursesDoc } from './schemas';

const listRoute = createRoute({
  method: 'get',
  path: '/semesters',
  operationId: 'listSemesters',
  tags: ['catalogue'],
  security: [],
  summary:
    'Programme semesters (course stages) by number, then programme; `programme` narrows to one, `include=courses` adds their courses',
  request: { query: semesterListQuerySchema },
  responses: {
    200: json(
      z.union([
        listDoc(ProgrammeSemesterDoc, 'ProgrammeSemesterList'),
        listDoc(ProgrammeSemesterWithCoursesDoc, 'ProgrammeSemesterWithCoursesList'),
      ]),
      'Programme semesters',
    ),
    400: problems[400],
  },
});

export function semesterRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // GET /api/v1/semesters – programme semesters for the learning path; `include=courses` adds the courses
  app.openapi(listRoute, async (c) => {
    const { include, ...query } = c.req.valid('query');
    const items =
      include === 'courses' ? await listSemestersWithCourses(deps.db, query) : await listSemesters(deps.db, query);
    return c.json({ items, total: items.length }, 200);
  });
}
