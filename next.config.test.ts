// HSTS and upgrade-insecure-requests follow SITE_URL's scheme on every path, whatever Host or X-Forwarded-Proto a
// request carries: the rules next.config.ts gives next build have no request conditions.
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { EVERY_PATH } from './lib/headers/security-headers';
import nextConfig from './next.config';

async function headerRulesFor(siteUrl: string | undefined) {
  const previous = process.env.SITE_URL;
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
  try {
    return (await nextConfig(PHASE_PRODUCTION_BUILD).headers!()) ?? [];
  } finally {
    if (previous === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = previous;
  }
}

const valueOn = (rules: Awaited<ReturnType<typeof headerRulesFor>>, key: string) =>
  rules
    .filter((rule) => rule.source === EVERY_PATH)
    .flatMap((rule) => rule.headers.filter((header) => header.key === key));

test('an https SITE_URL sends HSTS and upgrade-insecure-requests on every path, with no condition on the request', async () => {
  const rules = await headerRulesFor('https://learn.example.org');
  expect(valueOn(rules, 'Strict-Transport-Security').map((header) => header.value)).toEqual([
    'max-age=63072000; includeSubDomains',
  ]);
  expect(valueOn(rules, 'Content-Security-Policy').at(-1)?.value).toContain('upgrade-insecure-requests');
  for (const rule of rules) {
    expect(rule).not.toHaveProperty('has');
    expect(rule).not.toHaveProperty('missing');
  }
});

test.each([['http://localhost:3000'], [undefined]])('SITE_URL %s sends neither', async (siteUrl) => {
  const rules = await headerRulesFor(siteUrl);
  expect(valueOn(rules, 'Strict-Transport-Security')).toEqual([]);
  expect(valueOn(rules, 'Content-Security-Policy').at(-1)?.value).not.toContain('upgrade-insecure-requests');
});

test('the e-mail change’s undo page (a token in its address) sends no Referer to another site, in either language', async () => {
  const rules = await headerRulesFor('https://learn.example.org');
  const last = (path: string) =>
    rules
      .filter((rule) => rule.source === EVERY_PATH || rule.source === `${path}/:path*`)
      .flatMap((rule) => rule.headers.filter((header) => header.key === 'Referrer-Policy'))
      .at(-1)?.value;
  expect(last('/email-change')).toBe('same-origin');
  expect(last('/ur/email-change')).toBe('same-origin');
  expect(last('/login')).toBe('strict-origin-when-cross-origin');
});
