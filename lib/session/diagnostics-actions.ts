'use server';
// clearAllAuthCookies' server half: the HttpOnly tokens can only be cleared by the server. Refused
// unless diagnostics are enabled.
import { config } from '../config';
import { writeServerSession } from './server-session';

export async function clearAllAuthCookiesAction(): Promise<boolean> {
  if (!config().DIAGNOSTICS_ENABLED) return false;
  await writeServerSession((store) => store.logout());
  return true;
}
