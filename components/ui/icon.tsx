// An icon drawn on the server as inline SVG from an installed Iconify collection: it is in the HTML,
// costs no request and no client JavaScript. A client component gets its icons from the server component
// that renders it (as children or a prop), never by loading icon data in the browser.
import 'server-only';
import { cache } from 'react';
import { iconSvg } from '@/lib/icons/collections';

interface IconProps {
  /** `collection:name`, e.g. `lucide:graduation-cap`. */
  name: string;
  /** CSS height; the width follows the icon's proportions. */
  size?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
}

/**
 * The icons this render has drawn in full. Later copies on the same page point at the first with <use>: a
 * listing repeats a few icons dozens of times, and each full copy was in the HTML and again in its flight data.
 * The first draws the icon as a <symbol> with its own viewBox, so a copy needs only its size and the reference.
 * No `focusable="false"`: only Internet Explorer made an SVG a tab stop, and the attribute was on every icon.
 */
const drawnIcons = cache(() => new Set<string>());

// Icons that point a way (arrows, chevrons) are mirrored on right-to-left pages (components/layout/urdu-page-style.tsx).
const DIRECTIONAL = /(?:^|-)(?:arrow|chevron|chevrons|move)(?:-|$)|-(?:left|right)(?:-|$)/;

export async function Icon({ name, size = '1em', label, className }: IconProps) {
  const [collection = '', iconName = ''] = name.split(':');
  const drawn = drawnIcons();
  // Claimed before the await, so the first Icon of a name to render is the one that draws it.
  const first = !drawn.has(name);
  drawn.add(name);
  const svg = await iconSvg(collection, iconName, size);
  // An unknown icon leaves a gap rather than breaking the page.
  if (!svg) return null;
  const id = `icon-${collection}-${iconName}`;
  const shared = {
    width: svg.width,
    height: svg.height,
    ...(className ? { className } : {}),
    ...(DIRECTIONAL.test(iconName) ? { 'data-directional': '' } : {}),
    ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }),
  };
  if (!first) {
    return (
      <svg {...shared}>
        <use href={`#${id}`} />
      </svg>
    );
  }
  return (
    <svg viewBox={svg.viewBox} data-icon={name} {...shared}>
      <symbol id={id} viewBox={svg.viewBox} dangerouslySetInnerHTML={{ __html: svg.body }} />
      <use href={`#${id}`} />
    </svg>
  );
}
