// The calendar's current and next term, read once per request for the dashboard; null while the platform is down,
// so the page still renders.
import 'server-only';
import { cache } from 'react';
import { getCurrentTerms } from '@/lib/api/catalogue';
import { PlatformUnavailableError } from '@/lib/api/errors';

export const getDashboardTerms = cache(async () => {
  try {
    // Signed-in pages show the catalogue's English, marked so in Urdu (contentLang).
    return await getCurrentTerms('en');
  } catch (error) {
    if (error instanceof PlatformUnavailableError) return null;
    throw error;
  }
});
