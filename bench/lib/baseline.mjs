// The baseline build: the tree of a given commit (BENCH_BASELINE, default the previous landed head: main's value
// before its last move, from the reflog) unpacked with `git archive` into the system's temporary folder, with a
// hard-linked copy of our node_modules (when ours pins each of its product packages the same; else `npm ci` there) and
// its own build folder. Outside the repository, or Jest would find its tests and Next take the repository for its
// workspace root. `git archive` rather than `git worktree add`: the repository is shared by several worktrees, and a
// scratch tree needs no entry in it. Kept between runs: a second run with the same commit reuses the build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildNext, run } from './processes.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The commit to compare with: BENCH_BASELINE, or the head main had before its last move (its parent without a reflog). */
export function baselineCommit() {
  const given = process.env.BENCH_BASELINE;
  for (const candidate of given ? [given] : ['main@{1}', 'main^1']) {
    try {
      return git('rev-parse', '--verify', '--quiet', `${candidate}^{commit}`);
    } catch {
      // no reflog: the next candidate
    }
  }
  throw new Error(`BENCH_BASELINE=${given} is not a commit`);
}

/**
 * Whether our node_modules can serve the baseline: every package its lockfile pins for the product (dev tools, such as
 * a formatter, left out) is pinned the same in ours. Packages only we have (one added since) are never loaded there.
 */
function coversRuntimePackages(ours, baseline) {
  const runtime = (file) =>
    Object.entries(JSON.parse(readFileSync(file, 'utf8')).packages).filter(([name, entry]) => name && !entry.dev);
  const pinned = new Map(runtime(ours).map(([name, entry]) => [name, JSON.stringify(entry)]));
  return runtime(baseline).every(([name, entry]) => pinned.get(name) === JSON.stringify(entry));
}

/** Hard links (seconds, no space) when the temporary folder is on node_modules' file system; else a copy. */
function copyModules(target) {
  try {
    run('cp', ['-al', 'node_modules', target]);
  } catch {
    rmSync(target, { recursive: true, force: true });
    run('cp', ['-a', 'node_modules', target]);
  }
}

/** The baseline's folder and build folder, built when missing; `env` is the build's environment. */
export function prepareBaseline(commit, env) {
  const dir = join(tmpdir(), `learner-portal-bench-baseline-${commit.slice(0, 12)}`);
  const distDir = '.next-bench';
  if (existsSync(join(dir, distDir, 'BUILD_ID'))) return { commit, dir, distDir };
  console.log(`== baseline ${commit.slice(0, 12)}: unpacking and building into ${dir}/${distDir}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { stdio: 'inherit' });
  if (coversRuntimePackages('package-lock.json', join(dir, 'package-lock.json')))
    copyModules(join(dir, 'node_modules'));
  else run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir });
  // The tree has no .git of its own: without BUILD_ID the build would take the id of the worktree around it.
  buildNext({ cwd: dir, env: { ...env, NEXT_DIST_DIR: distDir, BUILD_ID: commit.slice(0, 12) } });
  return { commit, dir, distDir };
}
