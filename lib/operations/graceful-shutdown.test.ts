// The drain's one log line, from a real process: a child runs drainOnSignals as instrumentation does, gets SIGTERM
// and (like Next.js once its server has closed) calls process.exit, or never does; its stdout is read as the
// production suite and an operator read it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const TSX = 'node_modules/.bin/tsx';

/** Starts a drained process, sends SIGTERM once it runs, and answers its exit code and JSON log lines. */
async function drainOnce({ timeoutMs, serverCloses }: { timeoutMs: number; serverCloses: boolean }) {
  const script = [
    "import { drainOnSignals } from './lib/operations/graceful-shutdown.ts';",
    `drainOnSignals({ timeoutMs: ${timeoutMs} });`,
    serverCloses ? "process.on('SIGTERM', () => setTimeout(() => process.exit(0), 20));" : '',
    'setInterval(() => {}, 1_000);',
    "console.log('running');",
  ].join('\n');
  const child = spawn(TSX, ['-e', script], {
    env: { ...process.env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line === 'running') child.kill('SIGTERM');
    else lines.push(line);
  });
  const code = await exited;
  return {
    code,
    logs: lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

test('a drained process logs one info line through the portal logger, then exits 0', async () => {
  const { code, logs } = await drainOnce({ timeoutMs: 20_000, serverCloses: true });
  expect(code).toBe(0);
  expect(logs).toEqual([
    {
      level: 30,
      time: expect.any(Number),
      service: 'portal',
      signal: 'SIGTERM',
      drained: true,
      ms: expect.any(Number),
      msg: expect.stringMatching(/^shutdown: drained in \d+ ms, connections closed$/),
    },
  ]);
}, 30_000);

test('requests still running at the timeout are cut: one warning line, exit 0', async () => {
  const { code, logs } = await drainOnce({ timeoutMs: 300, serverCloses: false });
  expect(code).toBe(0);
  expect(logs).toEqual([
    {
      level: 40,
      time: expect.any(Number),
      service: 'portal',
      signal: 'SIGTERM',
      drained: false,
      ms: expect.any(Number),
      msg: 'shutdown: requests still running after 300 ms were cut',
    },
  ]);
}, 30_000);
