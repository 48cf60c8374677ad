// A mailer that counts what it could not hand over. Mail is sent after the answer, so a broken mail server shows
// nowhere else but the log: this counter is what an alert can watch.
import type { Counter } from 'prom-client';
import type { Mailer } from '../mail/mailer';

export function countingMailFailures(mailer: Mailer, failures: Counter): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        failures.inc();
        throw error;
      }
    },
  };
}
