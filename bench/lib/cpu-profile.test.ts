// bench:profile's split of a route's CPU into issue 29's parts, from a V8 profile written here (no build needed).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { summarizeProfile } from './cpu-profile.mjs';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'cpu-profile-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A profile in which each function ran for `ms` of self time, one sample per millisecond. */
function profileOf(functions: Array<{ name: string; url: string; ms: number }>): string {
  const nodes = functions.map(({ name, url }, i) => ({
    id: i + 1,
    callFrame: { functionName: name, url, lineNumber: 0, columnNumber: 0 },
  }));
  const samples = functions.flatMap((f, i) => Array<number>(f.ms).fill(i + 1));
  const file = path.join(dir, 'server.cpuprofile');
  writeFileSync(
    file,
    JSON.stringify({
      nodes,
      startTime: 0,
      endTime: samples.length * 1000,
      samples,
      timeDeltas: samples.map(() => 1000),
    }),
  );
  return file;
}

/** The "where the time goes" table as { part: share in % }. */
function parts(summary: string): Record<string, number> {
  const table = summary.split('| where the time goes')[1]?.split('\n\n')[0] ?? '';
  return Object.fromEntries(
    [...table.matchAll(/^\| ([^|]+) \| [\d.]+ \| ([\d.]+)% \|/gm)].map(([, part, share]) => [part, Number(share)]),
  );
}

test('framework, rendering, our code, database and garbage collection each get their own share', () => {
  const file = profileOf([
    {
      name: 'renderToReadableStream',
      url: 'file:///app/node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js',
      ms: 30,
    },
    { name: 'handleRequest', url: 'file:///app/node_modules/next/dist/server/base-server.js', ms: 20 },
    { name: 'dispatch', url: 'file:///app/node_modules/hono/dist/hono-base.js', ms: 5 },
    { name: 'query', url: 'file:///app/node_modules/pg/lib/client.js', ms: 4 },
    { name: 'exec', url: 'file:///app/node_modules/@electric-sql/pglite/dist/index.js', ms: 3 },
    { name: 'ExecInitNode', url: 'wasm://wasm/022a9842', ms: 3 },
    { name: 'dashboardOf', url: 'file:///app/lib/api/dashboard.ts', ms: 15 },
    { name: '(garbage collector)', url: '', ms: 10 },
    { name: 'writev', url: 'node:internal/stream_base_commons', ms: 5 },
    { name: 'parse', url: 'file:///app/node_modules/zod/index.js', ms: 5 },
    { name: '(idle)', url: '', ms: 50 },
  ]);
  const summary = summarizeProfile(file, { requests: 10 });
  expect(parts(summary)).toEqual({
    'rendering (React)': 30,
    'framework (Next.js, Hono)': 25,
    'our code': 15,
    database: 10,
    'garbage collection': 10,
    'Node.js and V8 (internals, native)': 5,
    'other packages': 5,
  });
  // Over 10%: the files of our code are listed.
  expect(summary).toContain('our code is 15.0% of the CPU (over 10%)');
  expect(summary).toMatch(/^\| file:\/\/\/app\/lib\/api\/dashboard\.ts \| 15\.0 \|/m);
});

test('our code at 10% or less is not broken down', () => {
  const file = profileOf([
    { name: 'handleRequest', url: 'file:///app/node_modules/next/dist/server/base-server.js', ms: 95 },
    { name: 'dashboardOf', url: 'file:///app/lib/api/dashboard.ts', ms: 5 },
  ]);
  expect(summarizeProfile(file)).not.toContain('over 10%');
});
