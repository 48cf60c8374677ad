// Decides the build id at build time: every instance started from the same build output shares it.
// Order: BUILD_ID from the environment, else the git commit (with a random suffix when the working tree
// has uncommitted changes, since two such builds differ), else a random hash for this build.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** URL-safe because Next appends it to asset URLs (`?dpl=`). */
const BUILD_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export function resolveBuildId(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string {
  const fromEnv = env.BUILD_ID?.trim();
  if (fromEnv) {
    if (!BUILD_ID_PATTERN.test(fromEnv)) {
      throw new Error(`Invalid configuration: BUILD_ID must match ${BUILD_ID_PATTERN} (got "${fromEnv}")`);
    }
    return fromEnv;
  }
  const decided = gitCommit(cwd) ?? createHash('sha256').update(randomBytes(32)).digest('hex').slice(0, 16);
  // Build workers load the config again: they inherit the environment, so they agree on the id.
  env.BUILD_ID = decided;
  return decided;
}

/**
 * At `next start` the id is the one the build recorded (Next writes it to {distDir}/BUILD_ID), not a
 * fresh answer: the checkout may have moved on since the build, and a mismatch would turn every
 * client navigation into a full load through Next's skew protection.
 */
export function builtBuildId(distDir: string, cwd = process.cwd()): string | undefined {
  try {
    const recorded = readFileSync(join(cwd, distDir, 'BUILD_ID'), 'utf8').trim();
    return BUILD_ID_PATTERN.test(recorded) ? recorded : undefined;
  } catch {
    return undefined;
  }
}

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();

function gitCommit(cwd: string): string | undefined {
  try {
    const commit = git(cwd, ['rev-parse', '--short=12', 'HEAD']);
    if (!BUILD_ID_PATTERN.test(commit)) return undefined;
    // Next keys its page cache by build id: a build of edited files must not reuse a clean build's pages.
    const dirty = git(cwd, ['status', '--porcelain', '--untracked-files=no']) !== '';
    return dirty ? `${commit}-dirty-${randomBytes(4).toString('hex')}` : commit;
  } catch {
    return undefined;
  }
}
