// What the memory benches share: a server on deploy/systemd's memory settings, and a burst of large posts sent at
// once whose cost is read from the server's RSS (before, peak during, 10 s after) beside the answers' statuses.
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { unitEnvironment } from '../../deploy/systemd/unit-environment.mjs';
import { peakRssMb, resetPeak, rssMb } from './processes.mjs';

/** The server's environment: its own database folder, this address, the unit's memory settings, then `extra`. */
export function benchServerEnv({ distDir, dataDir, base, extra = {} }) {
  const unit = unitEnvironment();
  return {
    NEXT_DIST_DIR: distDir,
    PGLITE_DATA_DIR: join(dataDir, 'pglite'),
    SITE_URL: base,
    LOG_LEVEL: 'warn',
    MAIL_FROM: 'Learner Portal <no-reply@learner-portal.example>',
    ...extra,
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? unit.MALLOC_ARENA_MAX,
    NODE_OPTIONS: process.env.NODE_OPTIONS ?? unit.NODE_OPTIONS,
  };
}

/** The first line of a report: which build, with which memory settings, and the idle server's RSS. */
export function serverLine({ dir, distDir, env, server }) {
  const arena = env.MALLOC_ARENA_MAX ? `MALLOC_ARENA_MAX=${env.MALLOC_ARENA_MAX} ` : '';
  return `${dir === '.' ? 'this tree' : dir} (${distDir}), ${arena}NODE_OPTIONS=${env.NODE_OPTIONS}; idle RSS ${Math.round(rssMb(server.pid))} MB`;
}

/**
 * Posts every one of `forms` ({ body, contentType }) to `url` at once and prints one line: the RSS before, the peak
 * and 10 s after, and how many answers of each kind (`answerOf(response)`, by default the status).
 */
export async function postBurst(
  server,
  { label, url, forms, headers = {}, answerOf = (response) => String(response.status) },
) {
  await sleep(2_000);
  const before = rssMb(server.pid);
  resetPeak(server.pid);
  const answers = await Promise.all(
    forms.map(async ({ body, contentType }) => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          redirect: 'manual',
          headers: { ...headers, 'content-type': contentType },
          body,
        });
        await response.arrayBuffer();
        return answerOf(response);
      } catch (error) {
        return `failed (${error.cause?.code ?? error.message})`;
      }
    }),
  );
  const peak = peakRssMb(server.pid);
  await sleep(10_000);
  const after = rssMb(server.pid);
  const counts = Object.entries(answers.reduce((all, answer) => ({ ...all, [answer]: (all[answer] ?? 0) + 1 }), {}));
  console.log(
    `${label}: ${forms.length} posts of ${(forms[0].body.length / 1048576).toFixed(1)} MB; RSS before ${Math.round(before)} MB, peak ${Math.round(peak)} MB (${(peak / before).toFixed(2)}×), 10 s after ${Math.round(after)} MB; answers ${counts.map(([answer, n]) => `${n}× ${answer}`).join(', ')}`,
  );
}
