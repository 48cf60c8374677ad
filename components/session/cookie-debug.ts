// Console helpers debugCookies, testCookie and clearAllAuthCookies. Installed on window only by the /test-cookies page, which exists only when
// diagnostics are enabled. They print token prefixes, never whole tokens (the browser cannot read the
// HttpOnly tokens at all; /test-cookies shows their prefixes from the server).
import { parse, serialize } from 'cookie';
import { AUTH_COOKIE_NAMES, HTTP_ONLY_COOKIES } from '@/lib/session/auth-cookies';
import { reportCookies } from '@/lib/session/diagnostics';
import { clearAllAuthCookiesAction } from '@/lib/session/diagnostics-actions';

const readable = (name: string) => parse(document.cookie)[name];
const deleteCookie = (name: string) => void (document.cookie = serialize(name, '', { path: '/', maxAge: 0 }));

export function debugCookies() {
  const report = reportCookies(readable).map((row) =>
    row.httpOnly ? { ...row, preview: 'HttpOnly: not readable by scripts' } : row,
  );
  console.table(report);
  return report;
}

/** Writes, reads back and removes a throwaway cookie: tells whether this browser accepts cookies here. */
export function testCookie(): boolean {
  const name = 'cookie_test';
  const value = String(Date.now());
  document.cookie = serialize(name, value, { path: '/', sameSite: 'lax', maxAge: 60 });
  const works = readable(name) === value;
  deleteCookie(name);
  console.info(works ? 'Cookies work on this site.' : 'This browser did not keep a test cookie.');
  return works;
}

export async function clearAllAuthCookies(): Promise<void> {
  for (const name of AUTH_COOKIE_NAMES) if (!HTTP_ONLY_COOKIES.has(name)) deleteCookie(name);
  await clearAllAuthCookiesAction();
  console.info('All auth cookies cleared.');
}

export type CookieDebugHelpers = {
  debugCookies: typeof debugCookies;
  testCookie: typeof testCookie;
  clearAllAuthCookies: typeof clearAllAuthCookies;
};
