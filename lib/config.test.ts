import { readClientConfig, TRUSTED_HEADER_REQUIRED } from './config';

test('outside production SITE_URL defaults to the local server', () => {
  expect(readClientConfig({ NODE_ENV: 'development' }).SITE_URL).toBe('http://localhost:3000');
  expect(readClientConfig({} as NodeJS.ProcessEnv).SITE_URL).toBe('http://localhost:3000');
});

test('in production a missing SITE_URL stops the server with one line naming it', () => {
  expect(() => readClientConfig({ NODE_ENV: 'production' })).toThrow(
    'Invalid configuration: SITE_URL must be set in production (the public origin, e.g. https://learn.example.org)',
  );
  expect(
    readClientConfig({
      NODE_ENV: 'production',
      SITE_URL: 'https://learn.example.org',
      TRUSTED_CLIENT_IP_HEADER: 'x-real-ip',
    }).SITE_URL,
  ).toBe('https://learn.example.org');
});

test('in production the client-address header must be named, or said to be none; elsewhere it may be left out', () => {
  const production = { NODE_ENV: 'production', SITE_URL: 'https://learn.example.org' } as const;
  expect(() => readClientConfig(production)).toThrow(`Invalid configuration: ${TRUSTED_HEADER_REQUIRED}`);
  expect(TRUSTED_HEADER_REQUIRED).not.toContain('\n');
  expect(readClientConfig({ ...production, TRUSTED_CLIENT_IP_HEADER: 'X-Real-IP' }).TRUSTED_CLIENT_IP_HEADER).toBe(
    'x-real-ip',
  );
  // `none`: no proxy sets one, so no header is read (or forwarded to the platform).
  expect(
    readClientConfig({ ...production, TRUSTED_CLIENT_IP_HEADER: 'none' }).TRUSTED_CLIENT_IP_HEADER,
  ).toBeUndefined();
  expect(readClientConfig({ NODE_ENV: 'development' }).TRUSTED_CLIENT_IP_HEADER).toBeUndefined();
  expect(
    readClientConfig({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).TRUSTED_CLIENT_IP_HEADER,
  ).toBeUndefined();
});

test('a SITE_URL that is not an http(s) URL is refused in any mode', () => {
  expect(() => readClientConfig({ NODE_ENV: 'development', SITE_URL: 'ftp://example.org' })).toThrow(
    'SITE_URL must be an http(s) URL',
  );
});

test('next build may prerender without it (the server that serves the pages must have it)', () => {
  expect(readClientConfig({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).SITE_URL).toBe(
    'http://localhost:3000',
  );
});
