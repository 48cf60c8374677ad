// Staff pages: the signed-in account, and whether it holds the staff role. The platform checks the role again on
// every staff call; this only decides what the page shows.
import 'server-only';
import { requireSession, type ServerSession } from './server-session';

export type StaffSession = ServerSession & { isStaff: boolean };

export async function requireStaffSession(returnTo: string): Promise<StaffSession> {
  const session = await requireSession(returnTo);
  return { ...session, isStaff: session.user.role === 'staff' };
}
