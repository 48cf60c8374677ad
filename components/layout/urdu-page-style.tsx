// What only Urdu pages need, rendered by the [locale] layout for them alone (English pages load none of it): the
// Urdu typeface, preloaded (React puts the <link rel="preload"> in the head) and declared with font-display: swap,
// so text shows at once in a fallback and switches when the font arrives; Nastaliq's taller line height; English
// text inside the page in the site's own font; and icons that point a direction mirrored (components/ui/icon.tsx).
import { preload } from 'react-dom';
import { URDU_FONT_FAMILY, URDU_FONT_URL } from '@/lib/i18n/urdu-font';

export const URDU_STYLE = `@font-face{font-family:'${URDU_FONT_FAMILY}';font-style:normal;font-weight:400;font-display:swap;src:url(${URDU_FONT_URL}) format('woff2')}
:lang(ur){font-family:'${URDU_FONT_FAMILY}',var(--font-sans);line-height:2.1}
:lang(ur) :lang(en){font-family:var(--font-sans);line-height:var(--line-height)}
[dir='rtl'] svg[data-directional]{transform:scaleX(-1)}`;

export function UrduPageStyle() {
  preload(URDU_FONT_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <style href="urdu-page-style" precedence="default">
      {URDU_STYLE}
    </style>
  );
}
