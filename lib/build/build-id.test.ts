import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtBuildId, resolveBuildId } from './build-id';

describe('resolveBuildId', () => {
  it('takes BUILD_ID from the environment', () => {
    expect(resolveBuildId({ BUILD_ID: 'release-2026.11.22' })).toBe('release-2026.11.22');
  });

  it('refuses a BUILD_ID that cannot go into a URL', () => {
    expect(() => resolveBuildId({ BUILD_ID: 'a b/c' })).toThrow('BUILD_ID must match');
  });

  it('falls back to a hash outside a git checkout, and hands it to later loads of the config', () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-git-'));
    try {
      const env: Record<string, string | undefined> = {};
      const id = resolveBuildId(env, dir);
      expect(id).toMatch(/^[0-9a-f]{16}$/);
      expect(resolveBuildId(env, dir)).toBe(id);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('resolveBuildId in a git checkout', () => {
  const run = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore' });

  it('is the commit when the tree is clean, and unique per build when tracked files changed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'git-'));
    try {
      run(dir, 'init', '-q');
      writeFileSync(join(dir, 'page.txt'), 'one');
      run(dir, 'add', 'page.txt');
      run(dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'one');
      const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: dir }).toString().trim();
      expect(resolveBuildId({}, dir)).toBe(commit);

      writeFileSync(join(dir, 'page.txt'), 'two');
      const first = resolveBuildId({}, dir);
      const second = resolveBuildId({}, dir);
      expect(first).toMatch(new RegExp(`^${commit}-dirty-[0-9a-f]{8}$`));
      expect(second).not.toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('builtBuildId', () => {
  it('reads the id the build recorded, and nothing when there is no build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'built-'));
    try {
      expect(builtBuildId('.next-x', dir)).toBeUndefined();
      mkdirSync(join(dir, '.next-x'));
      writeFileSync(join(dir, '.next-x', 'BUILD_ID'), 'abc123def456\n');
      expect(builtBuildId('.next-x', dir)).toBe('abc123def456');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
