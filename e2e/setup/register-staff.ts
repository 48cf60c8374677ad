// Run by playwright.config.ts between `next build` and `next start`, while no server holds the e2e database:
// signs the staff reviewer up through the platform's own code (register, the mailed code, confirm). The role
// itself is then granted by the real `npm run staff:add` command, against the same PGLITE_DATA_DIR.
import { readPlatformConfig } from '../../platform/config';
import { openDatabase } from '../../platform/db/client';
import { createLogger } from '../../platform/logger';
import { passwordHashCost } from '../../platform/services/auth/password';
import { defaultAuthSettings } from '../../platform/services/auth/settings';
import type { MailMessage } from '../../platform/mail/mailer';
import { confirmRegistration, register } from '../../platform/services/auth/registration';
import { E2E_STAFF } from './staff-account';

const config = readPlatformConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR });
try {
  await database.migrate();
  let delivered: (message: MailMessage) => void = () => {};
  const mail = new Promise<MailMessage>((resolve) => (delivered = resolve));
  const deps = {
    db: database.db,
    logger: createLogger('silent'),
    // Hashed as the run's server hashes (PASSWORD_HASH_COST), so its first sign-in has nothing to redo.
    auth: { ...defaultAuthSettings(), passwordHash: passwordHashCost(config.PASSWORD_HASH_COST) },
    now: () => new Date(),
    mailer: { send: async (message: MailMessage) => delivered(message) },
  };
  const registrationId = await register(
    deps,
    {
      email: E2E_STAFF.email,
      full_name: E2E_STAFF.fullName,
      password: E2E_STAFF.password,
      country: 'PK',
      language: 'en',
    },
    undefined,
  );
  const code = /code is (\d{6})/.exec((await mail).text)?.[1];
  if (!code) throw new Error('no confirmation code in the sign-up mail');
  await confirmRegistration(deps, { registration_id: registrationId, email: E2E_STAFF.email, code }, undefined);
  console.log(`e2e: registered ${E2E_STAFF.email} in ${config.PGLITE_DATA_DIR}`);
} finally {
  await database.close();
}
