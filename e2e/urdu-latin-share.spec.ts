// Every Urdu public page reads in Urdu: of the letters in its <main>, under 10% are Latin. Not counted, because they
// stay as written in any language: people's names (every instructor's name, as the API gives it), the organisation's
// name and legal name, e-mail addresses and web addresses; digits are not letters, so numbers never count. Everything
// else counts, whether or not it is marked lang="en": a text still in English is a text the Urdu reader cannot read.
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { publicPaths } from './public-paths';

const MOST_LATIN = 0.1;

async function namesKeptAsWritten(request: APIRequestContext): Promise<string[]> {
  const instructors = (await (await request.get('/api/v1/instructors?limit=100')).json()).items as Array<{
    name: string;
  }>;
  const organisation = (await (await request.get('/api/v1/organisation')).json()) as {
    name: string;
    legalName: string;
  };
  // Longest first, so a name inside a longer one (the organisation's name in its legal name) is taken with it.
  return [...instructors.map(({ name }) => name), organisation.legalName, organisation.name].sort(
    (a, b) => b.length - a.length,
  );
}

/** The share of Latin letters among the Latin and Arabic-script letters of the page's <main>, names taken out. */
async function latinShare(page: Page, names: string[], part = 'main') {
  const text = await page.locator(part).innerText();
  let counted = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/gu, ' ').replace(/\bhttps?:\/\/\S+/gu, ' ');
  for (const name of names) counted = counted.split(name).join(' ');
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
