// Whether this device draws flag emoji. Where no emoji font has them (most Linux desktops, Windows), a flag
// is an empty box or two plain letters, so the picker shows the two-letter code alone instead: the field marks
// itself with data-flags="none" and its stylesheet swaps the two (both are in the HTML, so nothing re-renders).
import { flagEmoji } from '@/lib/phone/flag-emoji';

let supported: boolean | undefined;

/**
 * Draws a flag on a canvas: a flag has colour, a missing glyph (box or letters) is drawn in one grey. `font`: the CSS
 * font of the element a flag is drawn in, so the browser reuses the font it found for that flag instead of searching
 * its fonts again for the canvas's own (most of the cost: 2.9 against 2.0 ms a load on /register, 5.9 against 1.9 on
 * /ur/support, medians of 20 in headless Chromium). A font the shorthand cannot say ('') leaves the canvas's default.
 */
export function detectFlagEmoji(font: string): boolean {
  if (supported !== undefined) return supported;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 32;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return (supported = false);
  context.fillStyle = '#000';
  context.textBaseline = 'top';
  context.font = font;
  context.fillText(flagEmoji('PK'), 0, 4);
  const { data } = context.getImageData(0, 0, 32, 32);
  for (let i = 0; i < data.length; i += 4) {
    const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 40) return (supported = true);
  }
  return (supported = false);
}
