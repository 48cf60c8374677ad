// The PostgreSQL page cache's log lines, as `next start` loads it (plain JavaScript, no bundler): a child process
// whose cache database refuses connections writes the portal's pino line on stdout, subject to LOG_LEVEL.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const HANDLER = path.resolve(__dirname, 'postgres-cache-handler.mjs');
/** Nothing listens on port 1: the connection is refused at once. */
const REFUSING_DATABASE = 'postgres://portal@127.0.0.1:1/portal';

async function linesOf(logLevel: string): Promise<Array<Record<string, unknown>>> {
  const script = `const { default: Handler } = await import(${JSON.stringify(HANDLER)}); await new Handler({}).get('page');`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, DATABASE_URL: REFUSING_DATABASE, LOG_LEVEL: logLevel },
    timeout: 20_000,
  });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

test('a database that is away is logged once as a warning in the portal format', async () => {
  expect(await linesOf('info')).toEqual([
    {
      level: 40,
      time: expect.any(Number),
      service: 'portal',
      msg: expect.stringMatching(/^page cache: database unavailable, serving from memory \(.*ECONNREFUSED/),
    },
  ]);
});

test('LOG_LEVEL applies to it as to every other portal line', async () => {
  expect(await linesOf('error')).toEqual([]);
});
