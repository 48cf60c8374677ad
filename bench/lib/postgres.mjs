// A throwaway PostgreSQL for the deploy topology, as the production suite starts one (e2e-production/cluster/
// postgres.ts): initdb into a temporary folder and pg_ctl, as the `postgres` user when we are root (PostgreSQL
// refuses to run as root). One database per build under test, so each starts from its own empty schema.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: scripts/test-production.sh installs it with apt-get');
  return join(root, newest, 'bin');
}

/**
 * Starts a cluster on `port` with one empty database per name in `databases`; returns { url(name), log, destroy() }.
 * `settings`: more server settings (name → value), such as a module to preload.
 */
export function startPostgres({ port, databases, settings = {} }) {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  if (asRoot)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
  const run = (tool, args) => {
    const command = join(bin, tool);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // Two builds × two instances, each with its own pool, stay well under 200 connections.
  const more = Object.entries(settings).map(([name, value]) => ` -c ${name}=${value}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200${more.join('')}`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  for (const name of databases) run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
  return {
    url: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    log: join(dir, 'server.log'),
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
