// Staff pages: the signed-in account, which must hold the staff or admin role (admin pages: the admin role); anyone
// else gets the 403 page (forbidden(), the staff segment's forbidden.tsx). The platform checks the role again on every
// staff call; this only decides what the page answers.
import 'server-only';
import { forbidden } from 'next/navigation';
import { requireSession, type ServerSession } from './server-session';

export async function requireStaffSession(returnTo: string): Promise<ServerSession> {
  const session = await requireSession(returnTo);
  if (session.user.role !== 'staff' && session.user.role !== 'admin') forbidden();
  return session;
}

export async function requireAdminSession(returnTo: string): Promise<ServerSession> {
  const session = await requireSession(returnTo);
  if (session.user.role !== 'admin') forbidden();
  return session;
}
