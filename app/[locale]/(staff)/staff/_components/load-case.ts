// One case for a staff review page (a KYC submission, a bank transfer): who may see the screen first (staff only),
// then whether the id names anything, as with a learner's receipt. A malformed id sends a signed-out visitor back to
// the queue after sign-in, since no case would be there.
import 'server-only';
import { notFound } from 'next/navigation';
import { orNotFound } from '@/lib/api/client';
import { requireStaffSession } from '@/lib/session/staff-session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a case id the platform could know (a UUID); anything else is a 404 without asking it. */
export const isCaseId = (id: string): boolean => UUID.test(id);

export async function loadStaffCase<T>(
  queue: string,
  id: string,
  get: (accessToken: string, id: string) => Promise<T>,
): Promise<T> {
  const valid = isCaseId(id);
  const session = await requireStaffSession(valid ? `${queue}/${id}` : queue);
  if (!valid) notFound();
  const found = await orNotFound(get(session.accessToken, id));
  if (!found) notFound();
  return found;
}
