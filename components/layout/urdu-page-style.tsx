// What only Urdu pages need, rendered by the [locale] layout for them alone (English pages load none of it): the
// Urdu typeface, preloaded (React puts the <link rel="preload"> in the head) and declared with font-display: swap,
// so text shows at once in a fallback and switches when the font arrives; Nastaliq's taller line height; English
// text inside the page in the site's own font; and icons that point a direction mirrored (components/ui/icon.tsx).
import { preload } from 'react-dom';
import { URDU_FONT_URL, URDU_STYLE } from '@/lib/i18n/urdu-font';

export function UrduPageStyle() {
  preload(URDU_FONT_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <style href="urdu-page-style" precedence="default">
      {URDU_STYLE}
    </style>
  );
}
