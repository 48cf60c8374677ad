// The learner's access token for a route handler that must know the session is real before it reads a large body
// (the no-JavaScript identity form): freshAccessToken() only finds a cookie, so the platform is asked to accept it.
import 'server-only';
import { getCurrentUser } from '../auth/auth-api';
import { PlatformProblemError, PlatformUnavailableError } from '../api/errors';
import { freshAccessToken } from './fresh-access-token';

/**
 * The token and whose it is, once the platform has accepted it; null when there is no session; 'unavailable' when
 * nobody could say.
 */
export async function verifiedAccessToken(): Promise<
  { accessToken: string; learnerId: string } | null | 'unavailable'
> {
  const accessToken = await freshAccessToken();
  if (!accessToken) return null;
  try {
    const user = await getCurrentUser(accessToken);
    return { accessToken, learnerId: user.id };
  } catch (error) {
    if (error instanceof PlatformProblemError && error.status === 401) return null;
    if (error instanceof PlatformUnavailableError) return 'unavailable';
    throw error;
  }
}
