import { readClientConfig } from './config';

test('outside production SITE_URL defaults to the local server', () => {
  expect(readClientConfig({ NODE_ENV: 'development' }).SITE_URL).toBe('http://localhost:3000');
  expect(readClientConfig({} as NodeJS.ProcessEnv).SITE_URL).toBe('http://localhost:3000');
});

test('in production a missing SITE_URL stops the server with one line naming it', () => {
  expect(() => readClientConfig({ NODE_ENV: 'production' })).toThrow(
    'Invalid configuration: SITE_URL must be set in production (the public origin, e.g. https://learn.example.org)',
  );
  expect(readClientConfig({ NODE_ENV: 'production', SITE_URL: 'https://learn.example.org' }).SITE_URL).toBe('https://learn.example.org');
});

test('a SITE_URL that is not an http(s) URL is refused in any mode', () => {
  expect(() => readClientConfig({ NODE_ENV: 'development', SITE_URL: 'ftp://example.org' })).toThrow('SITE_URL must be an http(s) URL');
});

test('next build may prerender without it (the server that serves the pages must have it)', () => {
  expect(readClientConfig({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).SITE_URL).toBe('http://localhost:3000');
});
