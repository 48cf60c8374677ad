// The deploy configuration (learner-portal.conf) filled in for a run on this machine: the instances' ports, a
// listen port and a scratch folder, inside an nginx.conf of its own. How the production test suite and the
// benchmark run exactly what an operator installs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SITE = fileURLToPath(new URL('./learner-portal.conf', import.meta.url));

/** Replaces `pattern` in `text`, failing loudly if the deploy file no longer has that shape. */
function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/learner-portal.conf no longer matches ${pattern}`);
  return text.replace(pattern, replacement);
}

/**
 * @param {{ upstreamPorts: number[], port: number, prefix: string, workerProcesses?: number, perClientLimits?: boolean }} options
 *   perClientLimits: false drops the `limit_req` and `limit_conn` lines (the benchmark loads it from one address on purpose)
 * @returns {string} a complete nginx.conf (run with `nginx -c <file> -p <prefix>`)
 */
export function renderNginxConfig({ upstreamPorts, port, prefix, workerProcesses = 1, perClientLimits = true }) {
  let site = readFileSync(SITE, 'utf8');
  if (!perClientLimits) site = replaceOnce(site, /^ *limit_(req|conn) [^\n]*\n/gm, '');
  const servers = upstreamPorts
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=2 fail_timeout=10s;`)
    .join('\n');
  site = replaceOnce(site, /( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${servers}\n`);
  site = replaceOnce(site, /listen 80;/, `listen 127.0.0.1:${port};`);
  site = replaceOnce(site, /\/var\/cache\/nginx\/learner-portal/, `${prefix}/cache`);
  return `daemon off;
worker_processes ${workerProcesses};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${site}
}
`;
}
