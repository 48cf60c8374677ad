// Console helpers debugCookies, testCookie and clearAllAuthCookies. Installed on window only by the /test-cookies page, which exists only when
// diagnostics are enabled. They print token prefixes, never whole tokens (the browser cannot read the
// HttpOnly tokens at all; /test-cookies shows their prefixes from the server).
import { deleteCookie, getCookie, setCookie } from 'cookies-next/client';
import { AUTH_COOKIE_NAMES, HTTP_ONLY_COOKIES } from '@/lib/session/auth-cookies';
import { reportCookies } from '@/lib/session/diagnostics';
import { clearAllAuthCookiesAction } from '@/lib/session/diagnostics-actions';

const readable = (name: string) => {
  const value = getCookie(name);
  return typeof value === 'string' ? value : undefined;
};

export function debugCookies() {
  const report = reportCookies(readable).map((row) => (row.httpOnly ? { ...row, preview: 'HttpOnly: not readable by scripts' } : row));
  console.table(report);
  return report;
}

/** Writes, reads back and removes a throwaway cookie: tells whether this browser accepts cookies here. */
export function testCookie(): boolean {
  const name = 'cookie_test';
  const value = String(Date.now());
  setCookie(name, value, { path: '/', sameSite: 'lax', maxAge: 60 });
  const works = readable(name) === value;
  deleteCookie(name, { path: '/' });
  console.info(works ? 'Cookies work on this site.' : 'This browser did not keep a test cookie.');
  return works;
}

export async function clearAllAuthCookies(): Promise<void> {
  for (const name of AUTH_COOKIE_NAMES) if (!HTTP_ONLY_COOKIES.has(name)) deleteCookie(name, { path: '/' });
  await clearAllAuthCookiesAction();
  console.info('All auth cookies cleared.');
}

export type CookieDebugHelpers = { debugCookies: typeof debugCookies; testCookie: typeof testCookie; clearAllAuthCookies: typeof clearAllAuthCookies };
