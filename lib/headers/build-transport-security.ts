// What the running build sends on every path: next build wrote its headers (decided by the SITE_URL it saw) into the
// routes manifest, which next start serves as they are.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface RoutesManifest {
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

function readRoutesManifest(distDir: string): RoutesManifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')) as RoutesManifest;
  } catch {
    return undefined;
  }
}

/** True or false for a built app; undefined when there is no manifest to read (next dev). */
export function buildSendsHsts(distDir = process.env.NEXT_DIST_DIR || '.next'): boolean | undefined {
  const manifest = readRoutesManifest(distDir);
  if (!manifest) return undefined;
  return (manifest.headers ?? []).some((rule) =>
    rule.headers.some((header) => header.key.toLowerCase() === 'strict-transport-security'),
  );
}
