// Every Urdu public page reads in Urdu: of the letters in its <main>, under 10% are Latin. Not counted, because they
// stay as written in any language: names, as the API lists them (every instructor's name, the organisation's name and
// legal name, every course code such as WEB101, every tool an instructor's expertise names in Latin letters such as
// React, SQL, Power BI); e-mail and web addresses; what is hidden from assistive technology (an instructor's initials).
// Digits are not letters, so numbers never count. Everything else counts, whether or not it is marked lang="en": a
// text still in English is a text the Urdu reader cannot read.
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { publicPaths } from './public-paths';

const MOST_LATIN = 0.1;

async function namesKeptAsWritten(request: APIRequestContext): Promise<string[]> {
  const items = async <T>(path: string) => ((await (await request.get(path)).json()) as { items: T[] }).items;
  const instructors = await items<{ name: string; expertise: string[] }>('/api/v1/instructors?limit=100&locale=ur');
  const semesters = await items<{ courses: Array<{ code: string }> }>('/api/v1/semesters?include=courses');
  const organisation = (await (await request.get('/api/v1/organisation')).json()) as {
    name: string;
    legalName: string;
  };
  const tools = instructors.flatMap(({ expertise }) => expertise).filter((skill) => !/\p{Script=Arabic}/u.test(skill));
  const codes = semesters.flatMap(({ courses }) => courses.map(({ code }) => code));
  // Longest first, so a name inside a longer one (the organisation's name in its legal name) is taken with it.
  return [
    ...new Set([...instructors.map(({ name }) => name), ...tools, ...codes, organisation.legalName, organisation.name]),
  ].sort((a, b) => b.length - a.length);
}

/** The share of Latin letters among the Latin and Arabic-script letters of the page's <main>, names taken out. */
async function latinShare(page: Page, names: string[], part = 'main') {
  let text = await page.locator(part).innerText();
  // What is hidden from assistive technology is decoration, not text (an instructor's initials on their card).
  for (const hidden of await page.locator(part).locator('[aria-hidden="true"]').allInnerTexts())
    text = text.replace(hidden, ' ');
  let counted = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/gu, ' ').replace(/\bhttps?:\/\/\S+/gu, ' ');
  // A whole word or words only: a short name (Go) never takes letters out of another word (Google).
  for (const name of names)
    counted = counted.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu'),
      ' ',
    );
  const latin = counted.match(/\p{Script=Latin}/gu)?.length ?? 0;
  const arabic = counted.match(/(?=\p{L})\p{Script=Arabic}/gu)?.length ?? 0;
  const words = [...new Set(counted.match(/\p{Script=Latin}[\p{Script=Latin}'’.-]*/gu) ?? [])];
  return { share: latin / Math.max(1, latin + arabic), words };
}

test('every Urdu public page is under 10% Latin letters outside names, addresses and numbers', async ({ page }) => {
  test.setTimeout(180_000);
  const names = await namesKeptAsWritten(page.request);
  const instructors = (await (await page.request.get('/api/v1/instructors?limit=100')).json()).items as Array<{
    slug: string;
  }>;
  const paths = [
    ...new Set([...(await publicPaths(page.request)), ...instructors.map(({ slug }) => `/instructors/${slug}`)]),
  ];
  const shares: string[] = [];
  for (const path of paths) {
    const urdu = path === '/' ? '/ur' : `/ur${path}`;
    expect((await page.goto(urdu))?.status(), urdu).toBe(200);
    const { share, words } = await latinShare(page, names);
    shares.push(`${urdu} ${(share * 100).toFixed(1)}%`);
    expect.soft(share, `${urdu}: Latin words left: ${words.join(' ')}`).toBeLessThan(MOST_LATIN);
  }
  // The footer is on every page: its hours and address, once.
  await page.goto('/ur');
  const footer = await latinShare(page, names, 'footer');
  shares.push(`/ur footer ${(footer.share * 100).toFixed(1)}%`);
  expect.soft(footer.share, `footer: Latin words left: ${footer.words.join(' ')}`).toBeLessThan(MOST_LATIN);
  test.info().annotations.push({ type: 'latin share', description: shares.join('\n') });
  console.log(shares.join('\n'));
});
