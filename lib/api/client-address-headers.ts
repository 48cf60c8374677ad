// The visitor's address, from the one header the reverse proxy sets, passed on under the same name so the
// platform's per-address limits (sign-in, sign-up, the public forms) see the learner rather than this server.
import 'server-only';
import { headers } from 'next/headers';
import { config } from '../config';

export async function clientAddressHeaders(): Promise<Record<string, string>> {
  const name = config().TRUSTED_CLIENT_IP_HEADER;
  if (!name) return {};
  const value = (await headers()).get(name);
  return value ? { [name]: value } : {};
}

/** Where a call opens a sign-in: the address, and the browser's User-Agent, which names the device in the sign-ins list. */
export async function signInHeaders(): Promise<Record<string, string>> {
  const userAgent = (await headers()).get('user-agent');
  return { ...(await clientAddressHeaders()), ...(userAgent ? { 'user-agent': userAgent.slice(0, 512) } : {}) };
}
