// The production suite starts its instances with what the shipped unit sets (e2e-production/cluster/portal-instance.ts).
import { unitEnvironment } from './unit-environment.mjs';

test('the shipped unit gives every instance production mode and the memory settings npm start uses', () => {
  expect(unitEnvironment()).toEqual({
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    MALLOC_ARENA_MAX: '2',
    NODE_OPTIONS: '--max-old-space-size=1024',
  });
});

test('several assignments on one line, quoted values with spaces, other directives ignored', () => {
  const unit = [
    '[Service]',
    'EnvironmentFile=/etc/learner-portal/env',
    'Environment=A=1 B=two',
    'Environment="C=x y=z" D=',
    'ExecStart=/usr/bin/node x',
  ].join('\n');
  expect(unitEnvironment(unit)).toEqual({ A: '1', B: 'two', C: 'x y=z', D: '' });
});
