// Before the run: the mailbox every spec reads (e2e/mailbox.ts). Its folder reaches the test workers
// through the environment; its teardown stops the SMTP server.
import path from 'node:path';
import { startMailbox } from './mailbox';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_PORT ?? 3210) + 1000;
  const dir = path.resolve('.data', `e2e-mail-${port}-${Date.now()}`);
  process.env.E2E_MAIL_DIR = dir;
  return startMailbox(port, dir);
}
