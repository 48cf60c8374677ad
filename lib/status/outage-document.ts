// The "service unavailable" page as one static HTML document. An App Router page always answers 200 (Next.js sets
// the status before it renders), so the 503 an outage needs comes from a route handler, which cannot render the app's
// React tree: this document writes the layout's header and footer from what the layout renders them from
// (components/layout/navigation.ts and the English catalogue), with its own few styles, and asks the platform nothing
// (so the footer has no organisation details). It is English: it answers for signed-in pages, which are English only.
// outage-document.test.tsx renders the layout's header and footer and compares.
import { localNavigation } from '@/components/layout/frame-text';
import { FOOTER_NAVIGATION, MAIN_NAVIGATION, SITE_NAME } from '@/components/layout/navigation';
import { translator } from '@/lib/i18n/translator';

const OUTAGE_DESCRIPTION =
  'We can’t reach the learning platform right now. Nothing is lost: please try again in a minute.';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
  body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
  .wrap { max-width: 60rem; margin: 0 auto; padding: 0 1rem; }
  header, footer { background: #f4f6f8; }
  header .wrap, footer .wrap { padding-block: 0.75rem; }
  a { color: #0b5cad; }
  .brand { font-weight: 700; font-size: 1.125rem; text-decoration: none; color: #1a1a1a; }
  .name { margin: 0; font-weight: 700; }
  footer p { margin: 0 0 0.5rem; }
  nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0.5rem 0 0; padding: 0; list-style: none; }
  main { padding-block: 2rem 3rem; }
  .eyebrow { margin: 0; font-weight: 600; color: #4a4a4a; }
  h1 { margin: 0.25rem 0 0.75rem; font-size: 1.75rem; line-height: 1.25; }
  .actions { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem; margin-top: 1.5rem; }
  .button { display: inline-block; padding: 0.625rem 1.25rem; border-radius: 0.375rem; background: #0b5cad;
    color: #fff; font-weight: 600; text-decoration: none; }
  .skip-link { position: absolute; left: -999px; }
  .skip-link:focus { left: 1rem; top: 1rem; background: #fff; padding: 0.5rem; }
`;

const frame = translator('en', 'frame');

/** A navigation landmark of the layout: its name and its links, in order. */
const navigation = (label: string, items: ReturnType<typeof localNavigation>) =>
  `<nav aria-label="${escapeHtml(label)}"><ul>${items
    .map((item) => `<li><a href="${escapeHtml(item.href)}">${escapeHtml(item.label)}</a></li>`)
    .join('')}</ul></nav>`;

/** The page, its "Try again" link loading `retryHref` (a same-origin path) afresh. */
export function outageDocument(retryHref: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Service unavailable | ${escapeHtml(SITE_NAME)}</title>
<meta name="description" content="${escapeHtml(OUTAGE_DESCRIPTION)}">
<meta name="robots" content="noindex, nofollow">
<style>${STYLE}</style>
</head>
<body>
<a href="#main" class="skip-link">${escapeHtml(frame('skipLink'))}</a>
<header><div class="wrap"><a href="/" class="brand">${escapeHtml(SITE_NAME)}</a>
${navigation(frame('mainNavigation'), localNavigation('en', MAIN_NAVIGATION))}</div></header>
<main id="main" tabindex="-1"><div class="wrap">
<p class="eyebrow">503 Service Unavailable</p>
<h1>We can’t reach the learning platform right now</h1>
<p>This page needs information we could not load. Nothing is lost: please try again in a minute.</p>
<p class="actions"><a href="${escapeHtml(retryHref)}" class="button">Try again</a> <a href="/">Go to the home page</a></p>
</div></main>
<footer><div class="wrap"><p class="name">${escapeHtml(SITE_NAME)}</p><p>${escapeHtml(frame('footerNote'))}</p>
${navigation(frame('footerNavigation'), localNavigation('en', FOOTER_NAVIGATION))}</div></footer>
</body>
</html>
`;
}
