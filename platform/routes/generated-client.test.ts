// A client generated from the served openapi.json by a tool written by others (openapi-typescript) must type the
// answers the platform really gives: real answers are written into a TypeScript file as literals of the generated
// types and compiled strictly, so a field the document misses, a wrong type or an impossible null fails here.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { setUpTestPlatform } from '../test/test-platform';
import { signUp } from '../test/sign-up';

jest.setTimeout(120_000);

const platform = setUpTestPlatform();
const CLI = path.resolve('node_modules/openapi-typescript/bin/cli.js');
let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'generated-client-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** TypeScript's strict errors for `source`, which imports the generated `paths`. */
function compile(source: string): string[] {
  const file = path.join(folder, 'answers.ts');
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

test('a client generated from openapi.json types the catalogue, a learner’s own answers and a problem as sent', async () => {
  writeFileSync(path.join(folder, 'openapi.json'), await (await platform.request('/openapi.json')).text());
  await promisify(execFile)(
    process.execPath,
    [CLI, path.join(folder, 'openapi.json'), '--output', path.join(folder, 'api.ts')],
    { timeout: 60_000 },
  );

  const auth = await signUp(platform, {
    full_name: 'Ayesha Khan',
    email: `client-${Date.now()}@example.com`,
    password: 'a long enough password',
  });
  const learner = { authorization: `Bearer ${auth.access_token}` };
  const answers: string[] = [];
  /** The answer at `path` as a constant of the generated type of `template`'s GET answer for `status`. */
  const read = async (name: string, template: string, path: string, status: number, init?: RequestInit) => {
    const response = await platform.request(path, init);
    expect([path, response.status]).toEqual([path, status]);
    const mediaType = response.headers.get('content-type')?.split(';')[0];
    const type = `paths['/api/v1${template}']['get']['responses'][${status}]['content']['${mediaType}']`;
    answers.push(`export const ${name}: ${type} = ${JSON.stringify(await response.json())};`);
  };
  await read('programmes', '/programmes', '/programmes', 200);
  await read('programme', '/programmes/{slug}', '/programmes/full-stack-web-development', 200);
  await read('terms', '/terms/current', '/terms/current', 200);
  await read('organisation', '/organisation', '/organisation', 200);
  await read('missing', '/programmes/{slug}', '/programmes/no-such-programme', 404);
  await read('kyc', '/kyc/status', '/kyc/status', 200, { headers: learner });
  await read('dashboard', '/me/dashboard', '/me/dashboard', 200, { headers: learner });

  const source = ["import type { paths } from './api';", ...answers].join('\n');
  expect(compile(source)).toEqual([]);
  // A small program a client writes: its types come from the document, and a header the server requires is one the
  // compiler asks for.
  const program = `import type { paths } from './api';
type Programmes = paths['/api/v1/programmes']['get']['responses'][200]['content']['application/json'];
type SubmitHeaders = paths['/api/v1/kyc/submissions']['post']['parameters']['header'];
export async function titles(base: string): Promise<string[]> {
  const body = (await (await fetch(\`\${base}/api/v1/programmes\`)).json()) as Programmes;
  return body.items.map((programme) => programme.title);
}
export const headers = (key: string): SubmitHeaders => ({ 'idempotency-key': key });`;
  expect(compile(program)).toEqual([]);
  expect(compile(program.replace("({ 'idempotency-key': key })", '({})'))).not.toEqual([]);
  // The check can fail: a null where the document allows none is a compile error.
  expect(
    compile(
      `import type { paths } from './api';\nexport const x: paths['/api/v1/programmes']['get']['responses'][200]['content']['application/json'] = null;`,
    ),
  ).not.toEqual([]);
});

test('the README’s “Generate a client” names the pinned versions, and those are the ones this test runs', () => {
  const pins = (JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> })
    .devDependencies;
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Generate a client'));
  for (const name of ['openapi-typescript', 'typescript']) {
    expect(pins[name]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(section).toContain(`${name}@${pins[name]}`);
  }
  // openapi-typescript runs with the TypeScript it resolves, which must be the pinned one (7 has no JavaScript API).
  const fromGenerator = createRequire(CLI)('typescript/package.json') as {
    version: string;
  };
  expect(fromGenerator.version).toBe(pins.typescript);
  const generator = JSON.parse(readFileSync(path.join(path.dirname(CLI), '../package.json'), 'utf8')) as {
    version: string;
  };
  expect(generator.version).toBe(pins['openapi-typescript']);
});
