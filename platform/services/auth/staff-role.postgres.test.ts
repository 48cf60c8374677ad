// The last admin on a real PostgreSQL, where transactions do run at once (PGlite takes them in turn): two admins
// removing each other at the same moment leave exactly one admin, every time; and the audit log's trigger refuses
// UPDATE, DELETE and TRUNCATE there as it does on PGlite.
import { eq, sql } from 'drizzle-orm';
import { TestPostgres } from '../../../e2e-production/cluster/postgres';
import { accounts, staffAuditLog } from '../../db/schema';
import { createTestPlatform, type TestPlatform } from '../../test/test-platform';
import { changeRole } from './staff-role';

let postgres: TestPostgres;
let platform: TestPlatform;

beforeAll(async () => {
  // E2E_PORT + 9003: beside the other suites' clusters (+9000 to +9002).
  postgres = await TestPostgres.create(Number(process.env.E2E_PORT ?? 3210) + 9003);
  platform = await createTestPlatform({ seed: false, databaseUrl: postgres.url() });
}, 120_000);
afterAll(async () => {
  await platform?.close();
  postgres?.destroy();
});

async function admins(round: number) {
  const rows = await platform.deps.db
    .insert(accounts)
    .values(
      ['a', 'b'].map((name) => ({
        email: `admin-${name}-${round}@example.com`,
        fullName: `Admin ${name}`,
        passwordHash: 'not-a-password',
        role: 'admin' as const,
      })),
    )
    .returning();
  return rows.map((row) => ({ id: row.id, email: row.email }));
}

test('two admins removing each other at once leave exactly one admin, every time', async () => {
  for (let round = 1; round <= 10; round++) {
    // Only these two are admins this round.
    await platform.deps.db.update(accounts).set({ role: 'staff' }).where(eq(accounts.role, 'admin'));
    const [a, b] = await admins(round);
    const outcomes = await Promise.allSettled([
      changeRole(platform.deps.db, a!, { email: b!.email, role: 'learner' }),
      changeRole(platform.deps.db, b!, { email: a!.email, role: 'learner' }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await platform.deps.db.$count(accounts, eq(accounts.role, 'admin'))).toBe(1);
  }
}, 120_000);

test('the audit log refuses UPDATE, DELETE and TRUNCATE on PostgreSQL', async () => {
  for (const query of [
    sql`update staff_audit_log set actor = 'someone else'`,
    sql`delete from staff_audit_log`,
    sql`truncate staff_audit_log`,
  ])
    await expect(platform.deps.db.execute(query)).rejects.toHaveProperty(
      'cause.message',
      expect.stringMatching(/^staff_audit_log is append-only/),
    );
  expect(await platform.deps.db.$count(staffAuditLog)).toBe(10);
});
