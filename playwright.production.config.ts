// The production suite (e2e-production/): it starts its own PostgreSQL, two instances of the e2e build and nginx,
// so there is no webServer here. Run through scripts/test-production.sh, which installs what is missing.
import { defineConfig } from '@playwright/test';
import { testBrowser } from './e2e/setup/browser';

export default defineConfig({
  testDir: './e2e-production',
  fullyParallel: false,
  workers: 1,
  // One more attempt in a fresh cluster: a failed first attempt is still printed whole and the run lists the test
  // as flaky, so a rare failure (one made-up address answered 500 once in CI, not reproduced here in 14 runs) is seen
  // with its diagnostics instead of holding back everything else.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: '.test-times/production.json' }]],
  timeout: 180_000,
  use: {
    ...testBrowser,
  },
});
