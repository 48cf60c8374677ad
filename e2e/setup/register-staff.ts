// Run by playwright.config.ts between `next build` and `next start`, while no server holds the e2e database:
// signs the staff reviewer and the first administrator up through the platform's own code (register, the mailed code,
// confirm). The roles themselves are then granted by the real `npm run staff:add` command, against the same
// PGLITE_DATA_DIR.
import { readPlatformConfig } from '../../platform/config';
import { openDatabase } from '../../platform/db/client';
import { createLogger } from '../../platform/logger';
import { passwordHashCost } from '../../platform/services/auth/password';
import { defaultAuthSettings } from '../../platform/services/auth/settings';
import type { MailMessage } from '../../platform/mail/mailer';
import { confirmRegistration, register } from '../../platform/services/auth/registration';
import { E2E_ADMIN, E2E_STAFF } from './staff-account';

const config = readPlatformConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR });
try {
  await database.migrate();
  for (const person of [E2E_STAFF, E2E_ADMIN]) {
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
      { email: person.email, full_name: person.fullName, password: person.password, country: 'PK', language: 'en' },
      undefined,
    );
    const code = /code is (\d{6})/.exec((await mail).text)?.[1];
    if (!code) throw new Error('no confirmation code in the sign-up mail');
    await confirmRegistration(deps, { registration_id: registrationId, email: person.email, code }, undefined);
    console.log(`e2e: registered ${person.email} in ${config.PGLITE_DATA_DIR}`);
  }
} finally {
  await database.close();
}
