// One `next start` of the e2e build on the shared PostgreSQL, as deploy/systemd runs it (-H, -p, and the unit's
// Environment= settings: production mode, MALLOC_ARENA_MAX and NODE_OPTIONS' old-space limit), with its output kept
// for assertions and its exit code reported.
import { spawn, type ChildProcess } from 'node:child_process';
import { unitEnvironment } from '../../deploy/systemd/unit-environment.mjs';

export class PortalInstance {
  readonly lines: string[] = [];
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process; `ready()` waits until it serves. */
  launch(): void {
    this.lines.length = 0;
    const child = spawn(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(this.port)],
      {
        // The suite's settings play the unit's env file, which wins over its Environment= lines.
        env: { ...process.env, ...unitEnvironment(), ...this.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => this.lines.push(...chunk.split('\n').filter(Boolean)));
    }
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    this.child = child;
  }

  async ready(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child?.exitCode !== null) throw new Error(`instance ${this.port} exited:\n${this.lines.join('\n')}`);
      const status = await fetch(`${this.url}/api/ready`, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`instance ${this.port} not ready after ${timeoutMs} ms:\n${this.lines.join('\n')}`);
  }

  /** Sends the signal and resolves with the exit code; a process still there after 30 s is killed. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return this.exited;
    child.kill(signal);
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    try {
      return await this.exited;
    } finally {
      clearTimeout(killer);
    }
  }

  /** The JSON log lines this process printed. */
  logs(): Array<Record<string, unknown>> {
    return this.lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}
