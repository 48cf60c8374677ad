// The static-file baseline: Debian's nginx (installed with apt-get when missing) with its own config.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { renderNginxConfig } from '../../deploy/nginx/render.mjs';
import { run, waitFor } from './processes.mjs';

function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

export function ensureNginx() {
  const found = nginxBinary();
  if (found) return found;
  console.log('== installing nginx from Debian (apt-get)');
  const [command, ...prefix] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
  run(command, [...prefix, 'update', '-qq']);
  run(command, [...prefix, 'install', '-y', '-qq', '--no-install-recommends', 'nginx']);
  const installed = nginxBinary();
  if (!installed) throw new Error('nginx is still missing after apt-get install');
  return installed;
}

/** Writes `body` where nginx serves `route` from. */
export function writeStaticCopy(root, route, body) {
  const file = join(root, route.replace(/^\//, ''), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

export async function startNginx({ binary, port, root, prefix }) {
  mkdirSync(prefix, { recursive: true });
  const config = readFileSync(resolve('bench/nginx.conf'), 'utf8')
    .replaceAll('__PORT__', String(port))
    .replaceAll('__ROOT__', resolve(root))
    .replaceAll('__PREFIX__', resolve(prefix));
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  const child = spawn(binary, ['-c', resolve(configFile), '-p', resolve(prefix)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/`, child);
  return child;
}

/** nginx with the deploy configuration (deploy/nginx/learner-portal.conf) in front of the portal; no per-client limit: the load comes from one address. */
export async function startDeployNginx({ binary, port, upstreamPorts, prefix }) {
  mkdirSync(prefix, { recursive: true });
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(
    configFile,
    renderNginxConfig({ upstreamPorts, port, prefix: resolve(prefix), perClientLimits: false }),
  );
  const child = spawn(binary, ['-c', resolve(configFile), '-p', resolve(prefix)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, child);
  return child;
}
