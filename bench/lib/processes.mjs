// Building and serving the apps under test: one production build each, `next start` on loopback.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const NEXT_BIN = 'node_modules/next/dist/bin/next';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${result.status}`);
}

/** `cwd`: another checkout (the baseline's), whose own node_modules build it. */
export function buildNext({ dir = '.', env, cwd }) {
  run(process.execPath, [NEXT_BIN, 'build', dir], { cwd, env: { ...process.env, ...env } });
}

/** `stdout: 'pipe'` hands the server's log lines to the caller (child.stdout), who must read them. */
export async function startNext({ dir = '.', port, env, nodeArgs = [], stdout = 'ignore', cwd, ready = '/' }) {
  const child = spawn(process.execPath, [...nodeArgs, NEXT_BIN, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  // BENCH_START_TIMEOUT_MS: a first start (a fresh database, the first render) on a busy machine can pass 2 minutes.
  try {
    await waitFor(`http://127.0.0.1:${port}${ready}`, child, Number(process.env.BENCH_START_TIMEOUT_MS ?? 120_000));
  } catch (error) {
    // Not left serving after the run gives up on it.
    child.kill('SIGTERM');
    throw error;
  }
  return child;
}

export async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
}

/** The process and all its descendants (next start may fork workers). */
function processTree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

function statusKb(pid, field) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) : 0;
  } catch {
    return 0;
  }
}

/** CPU time (user + system) the whole server has used so far, in ms (clock ticks of 10 ms). */
export const cpuMs = (pid) =>
  processTree(pid).reduce((sum, p) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return sum;
    }
  }, 0);

/** Current RSS of the whole server, in MB. */
export const rssMb = (pid) => processTree(pid).reduce((sum, p) => sum + statusKb(p, 'VmRSS'), 0) / 1024;
/** Peak RSS (VmHWM) since the last reset, in MB. */
export const peakRssMb = (pid) => processTree(pid).reduce((sum, p) => sum + statusKb(p, 'VmHWM'), 0) / 1024;
/** Resets the peak RSS counters, so the next peak belongs to the next measurement. */
export function resetPeak(pid) {
  for (const p of processTree(pid)) {
    try {
      writeFileSync(`/proc/${p}/clear_refs`, '5');
    } catch {
      // not allowed: the peak then covers the process's whole life
    }
  }
}
