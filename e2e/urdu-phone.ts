// The check every Urdu screen gets on a 390 px phone: axe clean (where JavaScript is on: axe needs scripts in the page,
// and the server's HTML is the same either way), no wider than the phone, and a screenshot to /tmp/urdu-shots/ for the
// screen-by-screen review (URDU_SHOTS=0 skips it).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DRAWN_IN_FULL } from './full-page';

export const PHONE = { width: 390, height: 844 };

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SHOTS = process.env.URDU_SHOTS === '0' ? null : '/tmp/urdu-shots';

export async function fitsThePhone(page: Page, shot: string, { axe }: { axe: boolean }) {
  if (axe) {
    // After a client-side navigation the title streams in just after the content: checked once it is there.
    await expect(page).toHaveTitle(/\S/);
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(
      violations.map(({ id, nodes }) => `${id} (${nodes.map((node) => node.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true, style: DRAWN_IN_FULL });
}
