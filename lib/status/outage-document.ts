// The "service unavailable" page as one static HTML document. An App Router page always answers 200 (Next.js sets
// the status before it renders), so the 503 an outage needs comes from a route handler, which cannot render the app's
// React tree: the layout's own header and footer are rendered once, by the build (scripts/outage-frame/write.tsx, into
// ./outage-frame.ts, with the CSS they are drawn with), and this puts the page between them. It asks the platform
// nothing (so the footer has no organisation details and the header no account). Its language is the requested page's:
// an Urdu page's outage is Urdu, right to left, in the Urdu typeface (served by the portal itself, so it loads while
// the platform is down). outage-document.test.tsx renders the layout's header and footer in both languages and compares.
import { SITE_NAME } from '@/lib/navigation';
import { localePath, splitLocale } from '@/lib/i18n/locale-path';
import { isEnglishOnly } from '@/lib/i18n/locale-routes';
import { otherLocale } from '@/lib/i18n/locales';
import { URDU_STYLE } from '@/lib/i18n/urdu-font';
import { translator } from '@/lib/i18n/translator';
import { OUTAGE_FRAMES, OUTAGE_STYLE, SWITCH_MARKS } from './outage-frame';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the page itself adds to the frame's styles: its opening line, heading and "Try again" button. */
const PAGE_STYLE = `main { padding-block: var(--space-6) var(--space-7); }
.eyebrow { margin: 0 0 var(--space-1); font-weight: 600; color: var(--color-text-muted); }
.button { display: inline-block; padding: 0.625rem 1.25rem; border-radius: var(--radius); background: var(--color-primary);
  color: var(--color-primary-contrast); font-weight: 600; text-decoration: none; }`;

/** The page, its "Try again" link loading `retryHref` (a same-origin path) afresh, in that page's language. */
export function outageDocument(retryHref: string): string {
  const { locale, path } = splitLocale(new URL(retryHref, 'http://portal.invalid').pathname);
  const frame = translator(locale, 'frame');
  const t = translator(locale, 'outage');
  const home = localePath(locale, '/');
  // The frame's language switch goes to the requested page in the other language; a page with no Urdu has none.
  const { header, footer } = isEnglishOnly(path)
    ? OUTAGE_FRAMES[locale].englishOnly
    : Object.fromEntries(
        Object.entries(OUTAGE_FRAMES[locale].withSwitch).map(([part, html]) => [
          part,
          html.replaceAll(
            `href="${SWITCH_MARKS[locale]}"`,
            `href="${escapeHtml(localePath(otherLocale(locale), path))}"`,
          ),
        ]),
      );
  const urdu = locale === 'ur';
  return `<!DOCTYPE html>
<html lang="${locale}"${urdu ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('title'))} | ${escapeHtml(SITE_NAME)}</title>
<meta name="description" content="${escapeHtml(t('description'))}">
<meta name="robots" content="noindex, nofollow">
<style>${OUTAGE_STYLE}\n${PAGE_STYLE}${urdu ? `\n${URDU_STYLE}` : ''}</style>
</head>
<body>
<a href="#main" class="skip-link">${escapeHtml(frame('skipLink'))}</a>
${header}
<main id="main" tabindex="-1"><div class="container">
<p class="eyebrow">${escapeHtml(t('eyebrow'))}</p>
<h1>${escapeHtml(t('heading'))}</h1>
<p>${escapeHtml(t('body'))}</p>
<p class="actions"><a href="${escapeHtml(retryHref)}" class="button">${escapeHtml(t('tryAgain'))}</a> <a href="${home}">${escapeHtml(t('home'))}</a></p>
</div></main>
${footer}
</body>
</html>
`;
}
