// The browser both Playwright suites drive: Debian's Chromium headless shell (no browser downloads here;
// scripts/ensure-chromium.sh installs it), the "old headless" build Playwright itself runs headless tests in. The
// full browser in headless mode took 40% more test time for the same specs on this 2-core machine (224 s against
// 377 s, account, checkout, kyc and a11y specs, the same day). The flags keep it off a network it cannot reach.
import { devices, type PlaywrightTestConfig } from '@playwright/test';

export const testBrowser: PlaywrightTestConfig['use'] = {
  ...devices['Desktop Chrome'],
  // A failing test is run again with --trace on when its trace is wanted: recording one for every test cost about a
  // tenth of the end-to-end run's time, and CI keeps nothing but its log.
  trace: 'off',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};
