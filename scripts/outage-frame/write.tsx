// Writes lib/status/outage-frame.ts: the layout's own header and footer (SiteHeader, FooterContent) rendered to HTML
// in each language, and the CSS they are drawn with (app/globals.css and their CSS modules), for the outage page,
// which a route handler answers as a string while the platform is down (lib/status/outage-document.ts). The build runs
// it (npm run build, e2e/setup/build.ts), so a change to the header or footer reaches the outage page; `--check` fails
// when the file is not what the components render now (outage-frame.test.ts).
// Usage: tsx scripts/outage-frame/write.tsx [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { format } from 'prettier';
import { localePath } from '@/lib/i18n/locale-path';
import { LOCALES, otherLocale, type Locale } from '@/lib/i18n/locales';
import { OUTAGE_PATH_MARK } from '@/lib/status/outage-path-mark';

register('./hooks.mjs', import.meta.url);
const { createElement } = await import('react');
const { renderToStaticMarkup } = await import('react-dom/server');
const { SiteHeader } = await import('@/components/layout/site-header');
const { FooterContent } = await import('@/components/layout/footer-content');

const FILE = 'lib/status/outage-frame.ts';
/** The CSS the header and footer are drawn with: the site's base styles, then each component's module. */
const STYLES = [
  'app/globals.css',
  'components/layout/site-header.module.css',
  'components/layout/site-footer.module.css',
];
/** A page with no Urdu yet (lib/i18n/locale-routes.ts): its frame has no language switch. */
const ENGLISH_ONLY_PATH = '/staff';

const globals = globalThis as { outageFramePathname?: string };

/** The header and footer as the layout draws them for `pathname` (no account, no organisation: no platform). */
function frame(locale: Locale, pathname: string) {
  globals.outageFramePathname = pathname;
  return {
    header: renderToStaticMarkup(createElement(SiteHeader, { locale, account: null })),
    footer: renderToStaticMarkup(createElement(FooterContent, { locale, organisation: null })),
  };
}

/** A CSS module's rules with its classes named as ./hooks.mjs names them (site-header__bar), comments dropped. */
function css(file: string): string {
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!file.endsWith('.module.css')) return text;
  const prefix = path.basename(file, '.module.css');
  return text.replace(/([^{}]+)\{/g, (rule, selector: string) =>
    selector.trim().startsWith('@') ? rule : `${selector.replace(/\.(-?[_a-zA-Z][\w-]*)/g, `.${prefix}__$1`)}{`,
  );
}

const frames = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      // The language switch points at OUTAGE_PATH_MARK in the other language; the page puts the requested path there.
      withSwitch: frame(locale, localePath(locale, OUTAGE_PATH_MARK)),
      englishOnly: frame(locale, localePath(locale, ENGLISH_ONLY_PATH)),
    },
  ]),
);
const source = await format(
  `// Written by scripts/outage-frame/write.tsx from the layout's header and footer and their CSS: do not edit by hand.
export const OUTAGE_STYLE = ${JSON.stringify(STYLES.map(css).join('\n'))};

export const OUTAGE_FRAMES = ${JSON.stringify(frames, null, 2)} as const;

/** Where the frame's language switch points in each language, for the requested path to replace. */
export const SWITCH_MARKS = ${JSON.stringify(Object.fromEntries(LOCALES.map((locale) => [locale, localePath(otherLocale(locale), OUTAGE_PATH_MARK)])))} as const;
`,
  { filepath: FILE, printWidth: 120, singleQuote: true },
);

if (process.argv.includes('--check')) {
  if (readFileSync(FILE, 'utf8') !== source) {
    console.error(`${FILE} is not what the header and footer render now: run npm run outage:frame`);
    process.exit(1);
  }
} else {
  writeFileSync(FILE, source);
}
