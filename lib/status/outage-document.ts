// The "service unavailable" page as one static HTML document. An App Router page always answers 200 (Next.js sets
// the status before it renders), so the 503 an outage needs comes from a route handler, which cannot render the app's
// React tree: this document writes the layout's header and footer from what the layout renders them from
// (lib/navigation.ts and the English catalogue), with its own few styles, and asks the platform nothing
// (so the footer has no organisation details). Its language is the requested page's: an Urdu page's outage is Urdu,
// right to left, in the Urdu typeface (served by the portal itself, so it loads while the platform is down).
// outage-document.test.tsx renders the layout's header and footer in both languages and compares.
import { FOOTER_NAVIGATION, localNavigation, MAIN_NAVIGATION, SITE_NAME } from '@/lib/navigation';
import { localePath, splitLocale } from '@/lib/i18n/locale-path';
import { isEnglishOnly } from '@/lib/i18n/locale-routes';
import { LANGUAGE_NAME, otherLocale, type Locale } from '@/lib/i18n/locales';
import { URDU_STYLE } from '@/lib/i18n/urdu-font';
import { translator } from '@/lib/i18n/translator';

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
  .skip-link { position: absolute; inset-inline-start: -999px; }
  .skip-link:focus { inset-inline-start: 1rem; top: 1rem; background: #fff; padding: 0.5rem; }
`;

/** A navigation landmark of the layout: its name and its links, in order (and the language switch, as the footer's). */
const navigation = (label: string, items: ReturnType<typeof localNavigation>, extra = '') =>
  `<nav aria-label="${escapeHtml(label)}"><ul>${items
    .map((item) => `<li><a href="${escapeHtml(item.href)}">${escapeHtml(item.label)}</a></li>`)
    .join('')}${extra}</ul></nav>`;

/** The layout's language switch: the same page in the other language, where that page exists. */
function languageSwitch(locale: Locale, path: string): string {
  if (isEnglishOnly(path)) return '';
  const target = otherLocale(locale);
  return `<a href="${escapeHtml(localePath(target, path))}" hreflang="${target}" lang="${target}">${LANGUAGE_NAME[target]}</a>`;
}

/** The page, its "Try again" link loading `retryHref` (a same-origin path) afresh, in that page's language. */
export function outageDocument(retryHref: string): string {
  const { locale, path } = splitLocale(new URL(retryHref, 'http://portal.invalid').pathname);
  const frame = translator(locale, 'frame');
  const t = translator(locale, 'outage');
  const home = localePath(locale, '/');
  const switchLink = languageSwitch(locale, path);
  const urdu = locale === 'ur';
  return `<!DOCTYPE html>
<html lang="${locale}"${urdu ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('title'))} | ${escapeHtml(SITE_NAME)}</title>
<meta name="description" content="${escapeHtml(t('description'))}">
<meta name="robots" content="noindex, nofollow">
<style>${STYLE}${urdu ? URDU_STYLE : ''}</style>
</head>
<body>
<a href="#main" class="skip-link">${escapeHtml(frame('skipLink'))}</a>
<header><div class="wrap"><a href="${home}" class="brand" lang="en">${escapeHtml(SITE_NAME)}</a>
${switchLink}
${navigation(frame('mainNavigation'), localNavigation(locale, MAIN_NAVIGATION))}</div></header>
<main id="main" tabindex="-1"><div class="wrap">
<p class="eyebrow">${escapeHtml(t('eyebrow'))}</p>
<h1>${escapeHtml(t('heading'))}</h1>
<p>${escapeHtml(t('body'))}</p>
<p class="actions"><a href="${escapeHtml(retryHref)}" class="button">${escapeHtml(t('tryAgain'))}</a> <a href="${home}">${escapeHtml(t('home'))}</a></p>
</div></main>
<footer><div class="wrap"><p class="name" lang="en">${escapeHtml(SITE_NAME)}</p><p>${escapeHtml(frame('footerNote'))}</p>
${navigation(frame('footerNavigation'), localNavigation(locale, FOOTER_NAVIGATION), switchLink && `<li>${switchLink}</li>`)}</div></footer>
</body>
</html>
`;
}
