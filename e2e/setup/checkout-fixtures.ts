// Run by playwright.config.ts after register-staff.ts, while no server holds the e2e database: the states the
// checkout specs cannot reach through the browser in a run's few minutes. Through the platform's own code where it
// has a way (sign-up, creating the order with yesterday's clock); the rest as the test gateway would have left it.
//  - CLOSED_PROGRAMME closed for enrolment, as an operator does it: in the database (its pages need a revalidation),
//    after OPEN_ORDER_LEARNER opened an order for it, which may still be paid.
//  - EXPIRED_ORDER_LEARNER's order, opened yesterday, with a card payment whose gateway took the money just too late
//    ("confirm later") and has told no one yet: its confirmation reaches the platform only during the spec.
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { readPlatformConfig } from '../../platform/config';
import { openDatabase } from '../../platform/db/client';
import { seedIfEmpty } from '../../platform/db/seed';
import { accounts, payments, programmes, testGatewaySessions } from '../../platform/db/schema';
import { createLogger } from '../../platform/logger';
import { passwordHashCost } from '../../platform/services/auth/password';
import { defaultAuthSettings } from '../../platform/services/auth/settings';
import type { MailMessage } from '../../platform/mail/mailer';
import { confirmRegistration, register } from '../../platform/services/auth/registration';
import { openIntakes } from '../../platform/services/checkout/intakes';
import { createOrder } from '../../platform/services/checkout/orders';
import { paymentOptionsFromConfig, returnUrlOf, webhookUrlOf } from '../../platform/services/payments/settings';
import { hostedPageUrl } from '../../platform/services/test-gateway/api';
import { createSession } from '../../platform/services/test-gateway/sessions';
import {
  CLOSED_PROGRAMME,
  EXPIRED_ORDER_LEARNER,
  fixturesFile,
  OPEN_ORDER_LEARNER,
  type ExpiredOrderFixture,
} from './checkout-fixtures-data';

const HOUR = 3_600_000;
const config = readPlatformConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR });
try {
  // The run's database is fresh: the demo catalogue is put in now, as the server would at its start (it then finds
  // the database filled and seeds nothing), so there is a programme to close.
  await database.migrate((db) => seedIfEmpty(db, createLogger('silent')));
  const { db } = database;
  // A learner signed up (through the mailed code) and their account, with the platform's clock at `now`.
  async function signedUp(learner: { email: string; fullName: string; password: string }, now: Date) {
    let delivered: (message: MailMessage) => void = () => {};
    const mail = new Promise<MailMessage>((resolve) => (delivered = resolve));
    const deps = {
      db,
      logger: createLogger('silent'),
      // Hashed as the run's server hashes (PASSWORD_HASH_COST), so its first sign-in has nothing to redo.
      auth: { ...defaultAuthSettings(), passwordHash: passwordHashCost(config.PASSWORD_HASH_COST) },
      now: () => now,
      mailer: { send: async (message: MailMessage) => delivered(message) },
    };
    const registrationId = await register(
      deps,
      { email: learner.email, full_name: learner.fullName, password: learner.password, country: 'PK', language: 'en' },
      undefined,
    );
    const code = /code is (\d{6})/.exec((await mail).text)?.[1];
    if (!code) throw new Error('no confirmation code in the sign-up mail');
    await confirmRegistration(deps, { registration_id: registrationId, email: learner.email, code }, undefined);
    const [account] = await db.select().from(accounts).where(eq(accounts.email, learner.email));
    if (!account) throw new Error('the learner was not created');
    return { deps, account };
  }

  const now = new Date();
  const early = await signedUp(OPEN_ORDER_LEARNER, now);
  const [nextIntake] = await openIntakes(db, now);
  if (!nextIntake) throw new Error('no intake is open');
  await createOrder(
    early.deps,
    { account: early.account, sessionId: '' },
    { programme: CLOSED_PROGRAMME.slug, intake: nextIntake.slug },
  );
  const closed = await db
    .update(programmes)
    .set({ enrolmentOpen: false })
    .where(eq(programmes.slug, CLOSED_PROGRAMME.slug))
    .returning({ slug: programmes.slug });
  if (closed.length !== 1) throw new Error(`no programme ${CLOSED_PROGRAMME.slug} to close`);

  // Yesterday, a day's expiry (ORDER_EXPIRY_MINUTES' default) ago and a little more: the order is overdue now.
  const openedAt = new Date(Date.now() - (config.ORDER_EXPIRY_MINUTES + 60) * 60_000);
  const { deps, account } = await signedUp(EXPIRED_ORDER_LEARNER, openedAt);
  const [intake] = await openIntakes(db, openedAt);
  if (!intake) throw new Error('no intake was open yesterday');
  const { order } = await createOrder(
    deps,
    { account, sessionId: '' },
    { programme: 'full-stack-web-development', intake: intake.slug },
  );

  // The card payment started a minute later; the learner chose "confirm later" and the gateway took the money an hour
  // after the order expired.
  const options = paymentOptionsFromConfig(config, 'unused: the e2e run sets TEST_GATEWAY_SECRET');
  const gatewayRef = 'PE2EEXPIREDORDER0001';
  const startedAt = new Date(openedAt.getTime() + 60_000);
  const session = await createSession(
    db,
    {
      merchantRef: gatewayRef,
      amountPaisa: order.total.amountPaisa,
      currency: 'PKR',
      method: 'card',
      description: order.lines.map((line) => line.description).join('; '),
      returnUrl: returnUrlOf(options, 'test'),
      webhookUrl: webhookUrlOf(options, 'test'),
      expiresAt: new Date(order.expiresAt),
    },
    startedAt,
  );
  await db
    .update(testGatewaySessions)
    .set({ status: 'succeeded', decidedAt: new Date(Date.parse(order.expiresAt) + HOUR) })
    .where(eq(testGatewaySessions.id, session.id));
  await db.insert(payments).values({
    orderId: order.id,
    method: 'card',
    gateway: 'test',
    gatewayRef,
    status: 'awaiting_confirmation',
    amountPaisa: order.total.amountPaisa,
    currency: 'PKR',
    startedAt,
  });

  const fixture: ExpiredOrderFixture = {
    orderId: order.id,
    gatewayRef,
    hostedPageUrl: hostedPageUrl(options.publicUrl, session.id),
    amountPaisa: order.total.amountPaisa,
  };
  writeFileSync(fixturesFile(), JSON.stringify(fixture));
  console.log(
    `e2e: closed ${CLOSED_PROGRAMME.slug} (${OPEN_ORDER_LEARNER.email}'s order for it open); ${EXPIRED_ORDER_LEARNER.email}'s order ${order.reference} expired at ${order.expiresAt}`,
  );
} finally {
  await database.close();
}
