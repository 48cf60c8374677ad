// A throwaway PostgreSQL cluster for the production suite: initdb into a temporary folder, started with pg_ctl
// as the `postgres` user when we are root (PostgreSQL refuses to run as root). scripts/test-production.sh
// installs PostgreSQL with apt-get when it is missing.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error('PostgreSQL is not installed: run scripts/test-production.sh (it installs it with apt-get)');
  return path.join(root, newest, 'bin');
}

const asRoot = process.getuid?.() === 0;

export class TestPostgres {
  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly bin: string,
  ) {}

  static async create(port: number): Promise<TestPostgres> {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(dir, uid, gid);
    }
    const postgres = new TestPostgres(port, dir, binDir());
    postgres.run('initdb', ['-D', postgres.data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    postgres.start();
    await postgres.query('CREATE DATABASE portal', 'postgres');
    return postgres;
  }

  private get data() {
    return path.join(this.dir, 'data');
  }

  private run(tool: string, args: string[]): void {
    const command = path.join(this.bin, tool);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  }

  url(database = 'portal'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
    this.run('pg_ctl', ['-D', this.data, '-o', options, '-l', path.join(this.dir, 'server.log'), '-w', 'start']);
  }

  stop(): void {
    this.run('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  /** The server and every backend, paused (SIGSTOP) or resumed: a server that accepts bytes and answers nothing. */
  private signalAll(signal: 'SIGSTOP' | 'SIGCONT'): void {
    const main = Number(readFileSync(path.join(this.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('pgrep', ['-P', String(main)])
      .toString()
      .trim()
      .split('\n')
      .map(Number);
    for (const pid of [main, ...children]) process.kill(pid, signal);
  }

  freeze(): void {
    this.signalAll('SIGSTOP');
  }

  thaw(): void {
    this.signalAll('SIGCONT');
  }

  async query<T extends pg.QueryResultRow>(text: string, database = 'portal', values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url(database) });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  /** Whatever state a failed test left it in (paused, stopped), the cluster ends and its folder goes. */
  destroy(): void {
    for (const step of [() => this.thaw(), () => this.stop()]) {
      try {
        step();
      } catch {
        // already running, or already stopped
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
