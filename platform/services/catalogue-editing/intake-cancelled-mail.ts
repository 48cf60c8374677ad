// Cancelling an intake, then telling each learner who paid for it what is owed back to them: the mail goes after the
// cancellation commits (through the platform's mailer: SMTP, or the outbox), never for a cancellation that failed.
import type { PlatformDeps } from '../../deps';
import { mailAccount } from '../auth/notify';
import type { AuditActor } from '../staff/audit-log';
import { intakeCancelledMail } from './intake-cancelled-mail-text';
import { cancelIntake } from './intakes';

export async function cancelIntakeAndTellLearners(
  deps: PlatformDeps,
  actor: AuditActor,
  slug: string,
  based: number,
  at: Date,
) {
  const { change, owed } = await cancelIntake(deps.db, actor, slug, based, at);
  for (const learner of owed) {
    const language = learner.account.language;
    const mail = intakeCancelledMail(language, {
      programme: (language === 'ur' && learner.programme.titleUr) || learner.programme.title,
      intake: (language === 'ur' && learner.intake.nameUr) || learner.intake.name,
      orderReference: learner.orderReference,
      owed: { amountPaisa: learner.amountPaisa, currency: 'PKR' },
    });
    mailAccount(deps, learner.account, mail);
  }
  return change;
}
