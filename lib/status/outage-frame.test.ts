// The outage page's header and footer are the layout's as the components render them today: the build rewrites
// ./outage-frame.ts, and this fails when a change to the header, the footer or their CSS is committed without it.
import { execFileSync } from 'node:child_process';

test('outage-frame.ts is what scripts/outage-frame/write.tsx renders from the header and footer now', () => {
  expect(() =>
    execFileSync('npx', ['tsx', 'scripts/outage-frame/write.tsx', '--check'], { stdio: 'pipe' }),
  ).not.toThrow();
}, 120_000);
