// Where /login may send the learner back to: a same-origin path only. Anything that a browser could
// read as another origin (//evil.com, /\evil.com, https://evil.com, encoded or with control characters) is refused.
const SAME_ORIGIN = 'http://same-origin.invalid';

export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127))
    return null;
  try {
    const url = new URL(value, SAME_ORIGIN);
    if (url.origin !== SAME_ORIGIN) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // The normalised path is what the redirect sends: '/.//evil.com' and '/%2e%2e//evil.com' normalise to
    // '//evil.com', which a browser reads as another host. It must resolve to itself, on this origin.
    const again = new URL(path, SAME_ORIGIN);
    return again.origin === SAME_ORIGIN && again.href === url.href ? path : null;
  } catch {
    return null;
  }
}
