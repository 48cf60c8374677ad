// Decides the build id at build time: every instance started from the same build output shares it.
// Order: BUILD_ID from the environment, else the git commit, else a random hash for this build.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';

/** URL-safe because Next appends it to asset URLs (`?dpl=`). */
export const BUILD_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export function resolveBuildId(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  const fromEnv = env.BUILD_ID?.trim();
  if (fromEnv) {
    if (!BUILD_ID_PATTERN.test(fromEnv)) {
      throw new Error(`Invalid configuration: BUILD_ID must match ${BUILD_ID_PATTERN} (got "${fromEnv}")`);
    }
    return fromEnv;
  }
  return gitCommit(cwd) ?? createHash('sha256').update(randomBytes(32)).digest('hex').slice(0, 16);
}

function gitCommit(cwd: string): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return BUILD_ID_PATTERN.test(commit) ? commit : undefined;
  } catch {
    return undefined;
  }
}
