// With no SMTP server configured, mail is not lost: it lands in the outbox table (and the log).
import { mailOutbox } from '../../db/schema';
import { signUp } from '../../test/sign-up';
import { setUpTestPlatform } from '../../test/test-platform';

// A fresh database (PGlite start + migrations) and scrypt hashing are slow on a busy machine.
jest.setTimeout(60_000);

const platform = setUpTestPlatform({ seed: false });

const post = (path: string, body: unknown) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('a recovery code without SMTP is kept in the outbox, and the code in it works', async () => {
  const email = 'outbox@example.com';
  await signUp(platform, { full_name: 'Omar Farooq', email, password: 'first password 1' });
  const asked = await post('/auth/password-recovery/code', { email });
  expect(asked.status).toBe(202);
  const { recovery_id } = (await asked.json()) as { recovery_id: string };
  const recoveryMails = async () =>
    (await platform.deps.db.select().from(mailOutbox)).filter((row) => row.subject !== 'Confirm your e-mail address');
  let rows: Array<typeof mailOutbox.$inferSelect> = [];
  for (let i = 0; i < 50 && rows.length === 0; i++) {
    rows = await recoveryMails();
    if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ recipient: email, subject: 'Your password recovery code' });
  const code = /code is (\d{6})/.exec(rows[0]?.body ?? '')?.[1];
  expect(
    (await post('/auth/password-recovery/reset', { email, recovery_id, code, new_password: 'second password 2' }))
      .status,
  ).toBe(204);
});
