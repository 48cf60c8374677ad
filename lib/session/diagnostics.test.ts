import { reportCookies } from './diagnostics';

test('token values are shown as prefixes only, readable cookies as values', () => {
  const token = 'eyJhbGciOiJIUzI1NiJ9.payload.signature-that-must-not-leak';
  const cookies: Record<string, string> = {
    access_token: token,
    is_authenticated: 'true',
    user_data: '[object Object]',
  };
  const report = reportCookies((name) => cookies[name]);
  const access = report.find((row) => row.name === 'access_token');
  expect(access).toEqual({
    name: 'access_token',
    present: true,
    httpOnly: true,
    preview: `eyJhbGci… (${token.length} characters)`,
  });
  expect(JSON.stringify(report)).not.toContain('signature-that-must-not-leak');
  expect(report.find((row) => row.name === 'is_authenticated')?.preview).toBe('true');
  expect(report.find((row) => row.name === 'user_data')?.preview).toBe('malformed (will be cleared)');
  expect(report.find((row) => row.name === 'refresh_token')).toMatchObject({ present: false, preview: '—' });
});
