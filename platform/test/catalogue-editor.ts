// The catalogue editor as its tests call it over HTTP: administrators signed up and granted the role, the learner and
// staff member it refuses, JSON posts (with an optional Idempotency-Key), reads that must succeed, and the audit rows.
import { eq } from 'drizzle-orm';
import { staffAuditLog } from '../db/schema';
import { grantStaffRole } from '../services/auth/staff-role';
import { bearer, signUp, signUpStaff } from './kyc-requests';
import type { TestPlatform } from './test-platform';

/** `label` keeps each test file's addresses apart from the others' in the shared database. */
export function catalogueEditor(platform: TestPlatform, label: string) {
  let counter = 0;
  const address = (role: string) => `${label}-${role}${++counter}-${Date.now()}@example.com`;
  return {
    /** A new administrator, granted the role as `npm run staff:add -- --role admin` does. */
    async admin(name = 'Amna Admin') {
      const email = address('admin');
      const token = await signUp(platform, email, name);
      await grantStaffRole(platform.deps.db, email, new Date(), 'admin');
      return { email, token };
    },
    /** A learner and a staff member who is not an administrator: the editor refuses both. */
    async outsiders(): Promise<string[]> {
      return [await signUp(platform, address('learner')), await signUpStaff(platform, address('staff'))];
    },
    send: (token: string, path: string, body: unknown, key?: string) =>
      platform.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(body),
      }),
    async read<T>(token: string, path: string) {
      const response = await platform.request(path, { headers: bearer(token) });
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    },
    auditOf: (recordId: string) =>
      platform.deps.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.recordId, recordId))
        .orderBy(staffAuditLog.id),
  };
}
