// The default country of the current request (reads its headers, so the caller renders per request).
import 'server-only';
import { headers } from 'next/headers';
import { config } from '../config';
import { defaultCountryFor } from './default-country';

export async function requestDefaultCountry(): Promise<string> {
  return defaultCountryFor(await headers(), config());
}
