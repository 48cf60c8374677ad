// The production build the end-to-end and production suites serve (.next-e2e), made only when it is not current: a
// fingerprint of every file the build reads and of the settings it is made with is kept beside it, so running one spec
// again after changing only tests starts at once. Run by playwright.config.ts before the server starts, and by
// scripts/test.sh as its own timed step. Its own throwaway database: the run's server starts on a fresh one.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eDistDir, e2eServerEnv } from './server-env';

/** What the build does not read: tests, their set-up and configuration, scripts, documentation, benchmarks. */
const NOT_BUILT = [
  ':!e2e',
  ':!e2e-production',
  ':!docs',
  ':!bench',
  ':!scripts',
  ':!.ci',
  ':!playwright*.ts',
  ':!jest*',
  ':!**/*.test.ts',
  ':!**/*.test.tsx',
  ':!**/*.md',
];

function sourceFingerprint(env: Record<string, string>): string {
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard', '--', '.', ...NOT_BUILT], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file && existsSync(file))
    .sort();
  const hash = createHash('sha256').update(JSON.stringify(env));
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

// The outage page's header and footer, rendered from the layout's components (what `npm run build` runs first).
execFileSync('npx', ['tsx', 'scripts/outage-frame/write.tsx'], { stdio: 'inherit' });

const dataDir = path.join('.data', `e2e-build-${process.pid}`);
const env = e2eServerEnv(dataDir);
const stamp = path.join(e2eDistDir, 'source-fingerprint');
const fingerprint = sourceFingerprint({ ...env, PGLITE_DATA_DIR: '' });

if (existsSync(path.join(e2eDistDir, 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) {
  console.log(`e2e: the build in ${e2eDistDir} is current`);
} else {
  rmSync(stamp, { force: true });
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, ...env } });
  rmSync(dataDir, { recursive: true, force: true });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, fingerprint);
}

// Each run's server opens a fresh database, so what an earlier run's server cached (pages, and data read from its
// database) is not this run's: a page kept from before a change to the demo data was served stale on its first request.
rmSync(path.join(e2eDistDir, 'server', 'page-cache'), { recursive: true, force: true });
rmSync(path.join(e2eDistDir, 'cache', 'data-cache'), { recursive: true, force: true });
