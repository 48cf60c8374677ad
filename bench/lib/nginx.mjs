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

// What nginx sets itself for every answer, or what describes the connection rather than the answer. (The copies are
// fetched unencoded, as the load generator asks for them, so there is no content-encoding to drop.)
const NOT_COPIED = new Set(['date', 'server', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);

/** A quoted nginx string; nginx would read `$` as a variable, and no header the portal sends needs one. */
function nginxString(value) {
  if (value.includes('$')) throw new Error(`cannot copy a header value with $ into nginx: ${value}`);
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/**
 * One exact location per route that sends the route's own headers with its file: the same answer, headers and
 * body, as the deploy topology sends it. `headers` maps a route to the Headers a client got for it.
 */
function locationsWithHeaders(headers) {
  return [...headers]
    .map(([route, answer]) => {
      const lines = [`      try_files $uri/index.html $uri =404;`];
      for (const [name, value] of answer) {
        if (NOT_COPIED.has(name)) continue;
        if (name === 'content-type') lines.push(`      default_type ${nginxString(value)};`);
        else lines.push(`      add_header ${name} ${nginxString(value)};`);
      }
      return `    location = ${route} {\n${lines.join('\n')}\n    }`;
    })
    .join('\n');
}

/**
 * nginx serving the files under `root` (bench/nginx.conf). With `headers` (route → Headers), each of those routes
 * is sent with its own headers too; without, with nginx's few.
 */
export async function startNginx({ binary, port, root, prefix, headers }) {
  mkdirSync(prefix, { recursive: true });
  const config = readFileSync(resolve('bench/nginx.conf'), 'utf8')
    .replaceAll('__PORT__', String(port))
    .replaceAll('__ROOT__', resolve(root))
    .replaceAll('__PREFIX__', resolve(prefix))
    .replace('__LOCATIONS__', headers ? locationsWithHeaders(headers) : '');
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
