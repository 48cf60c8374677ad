// A signed-in page as the plain HTML the server sends: the learner's session (its cookies) copied into a new browser
// context without JavaScript, so a spec signs in once, with scripts, and then checks the no-JavaScript path.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/** A page in a new context holding `signedIn`'s session, without JavaScript unless `options` say otherwise. */
export async function signedInCopy(
  browser: Browser,
  signedIn: BrowserContext,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...options,
    storageState: await signedIn.storageState(),
  });
  return context.newPage();
}
