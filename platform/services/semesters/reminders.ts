// Payment reminders: 14 days and 3 days before a later semester is due (its last day to pay, the day before its term
// starts), one mail each. Runs hourly on every instance; each reminder is a row claimed in the transaction that sends
// its mail, so with several instances on one database the second finds the row taken and sends nothing, and a mail
// that fails rolls its claim back for the next run. Never to a semester paid or covered by a scholarship.
import { eq } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import { accounts, enrolments, semesterReminders } from '../../db/schema';
import { sendRecordedMail } from '../../mail/sent-mail';
import { academicDate } from '../catalogue/calendar';
import { listEnrolments } from '../enrolments/list';
import { runHourly } from '../../hourly';
import { greetingLine, portalPathIn } from '../auth/account-mail-text';
import { paymentOptions } from '../payments/settings';
import { semesterCovered } from './covered';
import { semesterReminderMail } from './semester-mail-text';

const DAY = 86_400_000;

/** Which reminder is due `daysLeft` days before the last day to pay: the nearer one wins, so a late enrolment gets one. */
function reminderKind(daysLeft: number): '14_days' | '3_days' | null {
  if (daysLeft < 0) return null;
  if (daysLeft <= 3) return '3_days';
  return daysLeft <= 14 ? '14_days' : null;
}

export async function sendSemesterReminders(deps: PlatformDeps): Promise<number> {
  const now = deps.now();
  const today = academicDate(now);
  const learners = await deps.db
    .selectDistinct({
      id: accounts.id,
      email: accounts.email,
      fullName: accounts.fullName,
      language: accounts.language,
    })
    .from(enrolments)
    .innerJoin(accounts, eq(accounts.id, enrolments.accountId));
  let sent = 0;
  for (const learner of learners) {
    for (const enrolment of await listEnrolments(deps.db, learner.id, now)) {
      for (const semester of enrolment.semesters) {
        const { standing, term } = semester;
        if (standing.status !== 'due' || !standing.dueOn || !term) continue;
        const kind = reminderKind(Math.round((Date.parse(standing.dueOn) - Date.parse(today)) / DAY));
        if (!kind) continue;
        const key = {
          accountId: learner.id,
          programmeSlug: enrolment.programme.slug,
          programmeSemester: semester.number,
        };
        const claimed = await deps.db.transaction(async (tx) => {
          // The learner's row first, as settling a payment does: a payment landing now is either seen here or waits.
          await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, learner.id)).for('update');
          if (await semesterCovered(tx, key)) return false;
          const [row] = await tx
            .insert(semesterReminders)
            .values({ ...key, kind, sentAt: now })
            .onConflictDoNothing()
            .returning({ kind: semesterReminders.kind });
          if (!row) return false;
          const { subject, lines } = semesterReminderMail(learner.language, {
            programme: enrolment.programme.title,
            number: semester.number,
            name: semester.name,
            term,
            fee: standing.fee,
            dueOn: standing.dueOn!,
            dashboardUrl: `${paymentOptions(deps).siteUrl}${portalPathIn(learner.language, '/user-dashboard')}`,
          });
          await sendRecordedMail(
            deps,
            {
              to: learner.email,
              subject,
              text: [greetingLine(learner.language, learner.fullName), '', ...lines].join('\n'),
            },
            { accountId: learner.id, db: tx },
          );
          return true;
        });
        if (claimed) {
          sent += 1;
          deps.logger.info(
            { account: learner.id, programme: key.programmeSlug, semester: key.programmeSemester, kind },
            'semester reminder sent',
          );
        }
      }
    }
  }
  return sent;
}

/** Hourly, on every instance: the claimed rows make each reminder go once. */
export const scheduleSemesterReminders = (deps: PlatformDeps) =>
  runHourly(deps, 'semester reminders', () => sendSemesterReminders(deps));
