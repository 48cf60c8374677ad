// The deploy topology for one build: two `next start` instances on a PostgreSQL database, with the systemd unit's
// environment (deploy/systemd), behind nginx with the deploy configuration (deploy/nginx), as the production suite
// runs them (e2e-production/cluster). The bench starts one for its own build and one for the baseline's.
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unitEnvironment } from '../../deploy/systemd/unit-environment.mjs';
import { startDeployNginx } from './nginx.mjs';
import { rssMb, startNext, stop } from './processes.mjs';

const logLinesOf = (file) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

/**
 * @param {{ name: string, cwd?: string, distDir: string, databaseUrl: string, instancePorts: number[], nginxPort: number,
 *   nginxBinary: string, prefix: string, smtpUrl: string }} options
 * @returns the topology's origin (nginx), url(path), the instances' RSS in MB, and stop()
 */
export async function startTopology({
  name,
  cwd,
  distDir,
  databaseUrl,
  instancePorts,
  nginxPort,
  nginxBinary,
  prefix,
  smtpUrl,
}) {
  const origin = `http://127.0.0.1:${nginxPort}`;
  const env = {
    ...unitEnvironment(),
    NEXT_DIST_DIR: distDir,
    DATABASE_URL: databaseUrl,
    // The instances of one build must share these; they are the bench's own, never a deployment's.
    AUTH_SECRET: `bench-${name}-auth-secret-0123456789abcdef`,
    STORAGE_ENCRYPTION_KEY: 'Z9HXOplimJ86bTLaAOZ1Ll0Mp/dZuxPzxvSlXtpYUiQ=',
    SITE_URL: origin,
    // Every bench client is 127.0.0.1: per-address limits (sign-up, forms) would stop the 100 learners, as nginx's
    // per-client limits are left out for the same reason (bench/lib/nginx.mjs).
    TRUSTED_CLIENT_IP_HEADER: 'none',
    MAIL_FROM: 'Learner Portal <no-reply@learner-portal.example>',
    PAYMENT_GATEWAY: 'test',
    SMTP_URL: smtpUrl,
    LOG_LEVEL: 'warn',
  };
  const instances = [];
  // Each instance's log (its warnings: LOG_LEVEL above) is kept, so a pass that got 503s can say why.
  mkdirSync(prefix, { recursive: true });
  const logFiles = instancePorts.map((port) => join(prefix, `instance-${port}.log`));
  let nginx;
  try {
    // Started together on the empty database: migrations and seeding take turns under the platform's advisory lock.
    instances.push(
      ...(await Promise.all(
        instancePorts.map((port, index) =>
          startNext({ port, env, cwd, ready: '/api/ready', stdout: openSync(logFiles[index], 'a') }),
        ),
      )),
    );
    nginx = await startDeployNginx({ binary: nginxBinary, port: nginxPort, upstreamPorts: instancePorts, prefix });
  } catch (error) {
    for (const child of [nginx, ...instances]) await stop(child);
    throw error;
  }
  return {
    name,
    origin,
    url: (path) => `${origin}${path}`,
    /** The first instance without nginx in front: for setting up data, not for measuring. */
    instanceUrl: (path) => `http://127.0.0.1:${instancePorts[0]}${path}`,
    pids: instances.map((child) => child.pid),
    /** How many lines each instance has logged so far: `logLinesSince` takes it and gives the lines added since. */
    logMark: () => logFiles.map((file) => logLinesOf(file).length),
    // Per file: one slice of the files joined would take an instance's old lines for the other's new ones.
    logLinesSince: (mark) => logFiles.flatMap((file, index) => logLinesOf(file).slice(mark[index])),
    /** Resident memory of the instances together (MB). */
    rssMb: () => instances.reduce((sum, child) => sum + rssMb(child.pid), 0),
    async stop() {
      for (const child of [nginx, ...instances]) await stop(child);
    },
  };
}
