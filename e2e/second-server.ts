// A second `next start` of the run's build beside the main one, told its own platform URL, SITE_URL and settings:
// for the specs that need the same build under another configuration (another public origin, a platform that is
// away or behind a link the spec can cut). Its port is the main one plus an offset; the offsets in use:
// +1000 SMTP, +2000 and +5000 outage.spec.ts, +3000 errors.spec.ts, +4000 the fake LMS, +6000 configuration.spec.ts,
// +7000 kyc-public-origin.spec.ts, +8000 runtime-site-url.spec.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';
import { E2E_KEEP_ALIVE_ARGS, E2E_MAIL_FROM } from './setup/server-env';

export const mainPort = Number(process.env.E2E_PORT ?? 3210);

/** `next start` of the run's build in production mode on `port`, with `env` over the runner's environment. */
export function spawnNextStart(
  port: number,
  env: Record<string, string | undefined>,
  stdio: 'ignore' | 'pipe' = 'ignore',
): ChildProcess {
  return spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), ...E2E_KEEP_ALIVE_ARGS],
    {
      env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e', ...env },
      stdio: ['ignore', stdio, stdio],
    },
  );
}

export interface SecondServer {
  readonly url: string;
  /** What it printed on stdout so far (with `keepOutput`). */
  readonly output: string[];
  stop(): void;
}

/**
 * Starts the build again on `mainPort + offset`, served at http://127.0.0.1 (SITE_URL unless `env` says otherwise),
 * and resolves once it answers /api/health. No proxy sits in front, so no client-address header is trusted.
 */
export async function startSecondServer(
  offset: number,
  env: Record<string, string | undefined>,
  { keepOutput = false }: { keepOutput?: boolean } = {},
): Promise<SecondServer> {
  const port = mainPort + offset;
  const url = `http://127.0.0.1:${port}`;
  const child = spawnNextStart(
    port,
    { SITE_URL: url, TRUSTED_CLIENT_IP_HEADER: 'none', LOG_LEVEL: 'silent', MAIL_FROM: E2E_MAIL_FROM, ...env },
    keepOutput ? 'pipe' : 'ignore',
  );
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${url}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
  return { url, output, stop: () => child.kill('SIGTERM') };
}
