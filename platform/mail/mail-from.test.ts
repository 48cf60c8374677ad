// Production names its own sender (issue 49): without MAIL_FROM the platform refuses to start, as it does for the other
// settings it cannot guess; elsewhere the demo's sender is an address on a reserved domain, not a .local one.
import { readFileSync } from 'node:fs';
import { DEMO_MAIL_FROM, readPlatformConfig } from '../config';

test('production without MAIL_FROM refuses to start, naming the setting', () => {
  expect(() => readPlatformConfig({ NODE_ENV: 'production' })).toThrow(/MAIL_FROM must be set in production/);
  expect(() => readPlatformConfig({ NODE_ENV: 'production', MAIL_FROM: '  ' })).toThrow(/MAIL_FROM/);
  const sender = 'Learner Portal <no-reply@learn.example.org>';
  expect(readPlatformConfig({ NODE_ENV: 'production', MAIL_FROM: sender }).MAIL_FROM).toBe(sender);
});

test('next build is let through (a build machine need not know the sender); development has the demo sender', () => {
  expect(readPlatformConfig({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).MAIL_FROM).toBe(
    DEMO_MAIL_FROM,
  );
  expect(readPlatformConfig({}).MAIL_FROM).toBe('Learner Portal <no-reply@learner-portal.example>');
});

test('npm run serve (the demo, a production build) names the demo sender, so it starts', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.serve).toContain('MAIL_FROM="${MAIL_FROM:-');
  expect(scripts.serve).toContain('learner-portal.example');
});
