import { createPortalLogger } from './logger';
import { hstsMismatch, logStartUpWarnings, NO_CLIENT_ADDRESS_HEADER, siteUrlMismatch } from './start-up-warnings';

// The lines the portal's logger writes (at LOG_LEVEL=info, as a production instance runs).
const logged = (settings: Parameters<typeof logStartUpWarnings>[0]) => {
  const lines: string[] = [];
  logStartUpWarnings(settings, createPortalLogger('info', { write: (line: string) => void lines.push(line) }));
  return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
};

const production = {
  NODE_ENV: 'production',
  SITE_URL: 'https://learn.example.org',
  TRUSTED_CLIENT_IP_HEADER: 'x-real-ip',
  buildSendsHsts: true,
} as const;

test('production told there is no trusted client-address header (none) says what that means in one warning line', () => {
  expect(logged({ ...production, TRUSTED_CLIENT_IP_HEADER: undefined })).toEqual([
    { level: 40, time: expect.any(Number), service: 'portal', msg: NO_CLIENT_ADDRESS_HEADER },
  ]);
});

test('a build whose HSTS does not match SITE_URL is named', () => {
  expect(logged({ ...production, buildSendsHsts: false }).map((line) => line.msg)).toEqual([
    hstsMismatch('https://learn.example.org', false),
  ]);
  expect(
    logged({ ...production, SITE_URL: 'http://intranet.example', buildSendsHsts: true }).map((line) => line.msg),
  ).toEqual([hstsMismatch('http://intranet.example', true)]);
});

test('a production set up as it should be, or development, says nothing', () => {
  expect(logged(production)).toEqual([]);
  expect(logged({ ...production, SITE_URL: 'http://localhost:3000', buildSendsHsts: false })).toEqual([]);
  expect(
    logged({
      NODE_ENV: 'development',
      SITE_URL: 'http://localhost:3000',
      TRUSTED_CLIENT_IP_HEADER: undefined,
      buildSendsHsts: true,
    }),
  ).toEqual([]);
});

test('a build made with another SITE_URL is named once; the same address spelt with a final slash is not', () => {
  const built = 'http://localhost:3000/';
  expect(logged({ ...production, buildSiteUrl: built }).map((line) => line.msg)).toEqual([
    siteUrlMismatch('https://learn.example.org', built),
  ]);
  expect(logged({ ...production, buildSiteUrl: 'https://learn.example.org/' })).toEqual([]);
});
