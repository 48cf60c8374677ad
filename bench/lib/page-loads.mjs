// What the page-load benches share (bench:cpu, bench:attribution, and the Lighthouse part of bench): the pages they
// load in both languages, the portal server's environment, and the browser they drive.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

/** A page's Urdu twin: the same path under /ur. */
export const inUrdu = (page) => (page === '/' ? '/ur' : `/ur${page}`);

/** The portal's environment for one build folder on one port: its own database under `scratch`, this address. */
export const pageLoadEnv = ({ distDir, scratch, port }) => ({
  NEXT_DIST_DIR: distDir,
  PGLITE_DATA_DIR: join(scratch, `pglite-${port}`),
  SITE_URL: `http://127.0.0.1:${port}`,
  TRUSTED_CLIENT_IP_HEADER: 'none',
  LOG_LEVEL: 'warn',
  MAIL_FROM: 'Learner Portal <no-reply@learner-portal.example>',
});

/** The first item's slug of a list the portal serves at `url` (e.g. its catalogue, /api/v1/programmes). */
export async function firstSlug(url) {
  const body = await (await fetch(url)).json();
  const slug = body.items?.[0]?.slug;
  if (!slug) throw new Error(`${url} listed nothing`);
  return slug;
}

/** The form pages a visitor reaches without signing in. */
const FORM_PAGES = ['/login', '/register', '/support', '/next-gen-scholar', '/forgot-password'];

/** Every public and form page a visitor reaches without signing in, English then Urdu, of the portal at `base`. */
export async function publicAndFormPages(base) {
  const programme = await firstSlug(`${base}/api/v1/programmes`);
  const instructor = await firstSlug(`${base}/api/v1/instructors`);
  const english = [
    '/',
    '/programmes',
    '/about-us',
    '/instructor',
    `/instructors/${instructor}`,
    `/${programme}`,
    '/learning-path',
    `/learning-path?programme=${programme}`,
    '/privacy',
    '/terms',
    ...FORM_PAGES,
  ];
  // Every one in Urdu too (issue 30: within 0.02 of the English score; issue 50: every public and form page in both).
  return [...english, ...english.map(inUrdu)];
}

/**
 * The pages the CPU benches load, English then Urdu: home, a programme and the five form pages (issue 50's list).
 * BENCH_CPU_PAGES, a regular expression, narrows them.
 */
export async function cpuBenchPaths(base) {
  const programme = await firstSlug(`${base}/api/v1/programmes`);
  const english = ['/', `/${programme}`, ...FORM_PAGES];
  const only = process.env.BENCH_CPU_PAGES ? new RegExp(process.env.BENCH_CPU_PAGES) : null;
  return [...english, ...english.map(inUrdu)].filter((path) => !only || only.test(path));
}

/**
 * Debian's full Chromium where installed, else its headless shell (what the end-to-end suites drive; CHROME_PATH picks
 * another): the shell's loads cost less (bare page ~95 ms against ~160), so compare ratios only within one run.
 */
export async function launchBrowser(note = '') {
  const executablePath =
    process.env.CHROME_PATH ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : '/usr/bin/chromium-headless-shell');
  console.log(`== browser: ${executablePath}${note}`);
  return chromium.launch({
    executablePath,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}
