// Whether the running build sends HSTS: next build wrote its headers (decided by the SITE_URL it saw) into the
// routes manifest, which next start serves as they are.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface RoutesManifest {
  headers?: { headers: { key: string }[] }[];
}

/** True or false for a built app; undefined when there is no manifest to read (next dev). */
export function buildSendsHsts(distDir = process.env.NEXT_DIST_DIR || '.next'): boolean | undefined {
  let manifest: RoutesManifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')) as RoutesManifest;
  } catch {
    return undefined;
  }
  return (manifest.headers ?? []).some((rule) => rule.headers.some((header) => header.key.toLowerCase() === 'strict-transport-security'));
}
