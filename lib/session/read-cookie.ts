// One cookie's value from a Cookie header or document.cookie, read as the `cookie` package's parse reads it (the
// first pair of that name, spaces and tabs trimmed, percent-decoding when it decodes) without bringing that package
// to every public page for the header's two reads (read-cookie.test.ts holds the two together).

const trim = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, '');

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || trim(pair.slice(0, equals)) !== name) continue;
    const value = trim(pair.slice(equals + 1));
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
