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
