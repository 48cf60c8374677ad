// "At most one full reload per path per 10 s": remembers when each path was last fully loaded because
// of a new build. Kept in sessionStorage so it survives the reload it causes (no session data in it).
import { BUILD_RELOAD_GUARD_MS } from './constants';

const STORAGE_KEY = 'build-reload-guard';

export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

// Used when storage is unavailable (private mode, disabled): still guards within this page's life.
const memoryStamps: Record<string, number> = {};

// Checked by hand, not with zod: this runs on every page and zod would weigh more than the whole leaf.
function toStamps(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

function readStamps(storage: GuardStorage | undefined): Record<string, number> {
  let raw: string | null;
  try {
    if (!storage) return { ...memoryStamps };
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    return { ...memoryStamps };
  }
  try {
    return toStamps(JSON.parse(raw ?? '{}'));
  } catch {
    return {};
  }
}

function writeStamps(storage: GuardStorage | undefined, stamps: Record<string, number>): void {
  Object.assign(memoryStamps, stamps);
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(stamps));
  } catch {
    // Storage full or blocked: the in-memory copy still guards this page.
  }
}

/**
 * True when `path` may be fully loaded now, and records that it was; false when it already was
 * within the guard window (the caller then lets the client-side transition happen).
 */
export function claimFullLoad(
  path: string,
  now: number,
  storage: GuardStorage | undefined,
  windowMs = BUILD_RELOAD_GUARD_MS,
): boolean {
  const stamps = Object.fromEntries(
    Object.entries(readStamps(storage)).filter(([, at]) => at <= now && now - at < windowMs),
  );
  if (stamps[path] !== undefined) {
    writeStamps(storage, stamps);
    return false;
  }
  stamps[path] = now;
  writeStamps(storage, stamps);
  return true;
}
