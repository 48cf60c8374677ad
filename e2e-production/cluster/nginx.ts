// nginx with deploy/nginx/learner-portal.conf in front of the instances (filled in by deploy/nginx/render.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderNginxConfig } from '../../deploy/nginx/render.mjs';

export class TestNginx {
  private child: ChildProcess | undefined;

  constructor(
    readonly port: number,
    private readonly prefix: string,
  ) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  async start(upstreamPorts: number[]): Promise<void> {
    mkdirSync(this.prefix, { recursive: true });
    const config = path.join(this.prefix, 'nginx.conf');
    writeFileSync(config, renderNginxConfig({ upstreamPorts, port: this.port, prefix: this.prefix }));
    this.child = spawn('/usr/sbin/nginx', ['-c', config, '-p', this.prefix], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`nginx exited with ${this.child.exitCode}`);
      if (
        await fetch(`${this.url}/api/health`).then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('nginx did not answer');
  }

  /** nginx's own complaints so far (error.log at warn and above, without the per-client limit's notices). */
  errors(): string[] {
    const log = readFileSync(path.join(this.prefix, 'error.log'), 'utf8');
    return log.split('\n').filter((line) => line && !line.includes('limiting '));
  }

  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child?.once('exit', resolve));
    this.child.kill('SIGQUIT');
    await exited;
    rmSync(this.prefix, { recursive: true, force: true });
  }
}
