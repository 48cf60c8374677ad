// The OpenAPI document of every route group: paths, statuses, named components and parameters.
import { setUpTestPlatform } from '../test/test-platform';

const platform = setUpTestPlatform();

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
        responses: Record<string, unknown>;
      }
    >
  >;
  components: { schemas: Record<string, unknown> };
}

const catalogueOperations = [
  ['/programmes', ['200', '400', '429', '503']],
  ['/programmes/{slug}', ['200', '400', '404', '429', '503']],
  ['/courses', ['200', '400', '429', '503']],
  ['/instructors', ['200', '400', '429', '503']],
  ['/instructors/{slug}', ['200', '400', '404', '429', '503']],
  ['/semesters', ['200', '400', '429', '503']],
  ['/terms', ['200', '400', '429', '503']],
  ['/terms/current', ['200', '400', '429', '503']],
  ['/faq', ['200', '400', '429', '503']],
  ['/content/{key}', ['200', '400', '404', '429', '503']],
  ['/organisation', ['200', '400', '404', '429', '503']],
  ['/health', ['200', '429', '503']],
] as const;

// Paths in the document are absolute (servers: '/'), so they carry the /api/v1 base path.
const at = (document: OpenApiDocument, path: string) => document.paths[`/api/v1${path}`]?.get;

const openapi = async () => {
  const response = await platform.request('/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as OpenApiDocument;
};

test('openapi.json is OpenAPI 3.1 and documents every catalogue path with its problem responses', async () => {
  const document = await openapi();
  expect(document.openapi).toBe('3.1.0');
  for (const [path, statuses] of catalogueOperations) {
    expect({ path, statuses: Object.keys(at(document, path)?.responses ?? {}).sort() }).toEqual({
      path,
      statuses: [...statuses],
    });
  }
});

test('openapi.json names the main schemas as components and refers to them', async () => {
  const document = await openapi();
  const names = [
    'Programme',
    'ProgrammeSummary',
    'Course',
    'Instructor',
    'InstructorSummary',
    'Semester',
    'ProgrammeSemester',
    'Term',
    'CurrentTerms',
    'Faq',
    'SiteContent',
    'Organisation',
    'Money',
    'Problem',
  ];
  expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(names));
  expect(JSON.stringify(document.components.schemas.Programme)).toContain('#/components/schemas/Course');
  expect(JSON.stringify(document.components.schemas.Programme)).toContain('#/components/schemas/Semester');
  expect(JSON.stringify(at(document, '/terms/current'))).toContain('#/components/schemas/CurrentTerms');
  expect(JSON.stringify(at(document, '/programmes/{slug}'))).toContain('#/components/schemas/Programme');
});

test('every problem answer of every operation is a $ref to the one Problem component', async () => {
  const document = await openapi();
  const problemAnswers = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      Object.entries(operation.responses).flatMap(([status, answer]) => {
        const content = (answer as { content?: Record<string, { schema?: unknown }> }).content ?? {};
        return 'application/problem+json' in content
          ? [{ at: `${method} ${path} ${status}`, schema: content['application/problem+json']?.schema }]
          : [];
      }),
    ),
  );
  expect(problemAnswers.length).toBeGreaterThan(20);
  for (const { at: where, schema } of problemAnswers)
    expect({ where, schema }).toEqual({ where, schema: { $ref: '#/components/schemas/Problem' } });
  expect(Object.keys(document.components.schemas)).toEqual(
    expect.arrayContaining([
      'AuthData',
      'User',
      'SupportRequestInput',
      'ScholarshipIntake',
      'ScholarshipApplicationInput',
    ]),
  );
});

test('openapi.json documents the query parameters with their constraints', async () => {
  const document = await openapi();
  const parameters = (path: string) => (at(document, path)?.parameters ?? []).map((p) => `${p.in}:${p.name}`).sort();
  expect(parameters('/programmes')).toEqual(['query:featured', 'query:limit', 'query:locale', 'query:offset']);
  expect(parameters('/courses')).toEqual([
    'query:limit',
    'query:locale',
    'query:offset',
    'query:programme',
    'query:semester',
  ]);
  expect(parameters('/semesters')).toEqual(['query:include', 'query:locale', 'query:programme']);
  expect(parameters('/terms')).toEqual(['query:locale', 'query:status']);
  expect(parameters('/programmes/{slug}')).toEqual(['path:slug', 'query:locale']);
  // Every text the catalogue answers can be asked for in Urdu.
  for (const [path] of catalogueOperations.filter(([path]) => path !== '/health'))
    expect(at(document, path)?.parameters?.find((p) => p.name === 'locale')).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'string', enum: ['en', 'ur'], default: 'en' },
    });
  const limit = at(document, '/programmes')?.parameters?.find((p) => p.name === 'limit');
  expect(limit).toMatchObject({ required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 } });
});

test('an unknown API path is a 404 problem', async () => {
  const response = await platform.request('/catalogue');
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
});

test('a known path asked with a method it does not take is a 405 naming those it takes, before any middleware', async () => {
  // DELETE /orders used to pass the Idempotency-Key middleware first: 400 "Idempotency-Key required".
  const wrong = await platform.request('/orders', { method: 'DELETE' });
  expect(wrong.status).toBe(405);
  expect(wrong.headers.get('content-type')).toBe('application/problem+json');
  expect(wrong.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
  const put = await platform.request('/programmes/full-stack-web-development', { method: 'PUT', body: '{}' });
  expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS']);
  const options = await platform.request('/payments/pay_0123/check', { method: 'OPTIONS' });
  expect([options.status, options.headers.get('allow')]).toEqual([204, 'POST, OPTIONS']);
  expect((await platform.request('/catalogue', { method: 'DELETE' })).status).toBe(404);
});
