// Intakes in the catalogue editor over HTTP: admins only; seats held by paid and unexpired unpaid orders close a full
// intake by itself (two learners racing for the last seat get one between them); an intake with paid learners is
// never deleted, and cancelling it records their money as owed back; a save based on an older version is refused;
// every write is audited with its author, before and after.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { EditableIntake, IntakeContent, Order, RefundOwed } from '@/contract';
import { enrolments, orders, payments, terms } from '../../db/schema';
import { academicDate, addDays } from '../../services/catalogue/calendar';
import { getOrder, paidLearnerIn, postJson, registerLearner } from '../../test/checkout-helpers';
import type { TestLearner } from '../../test/checkout-helpers';
import { bearer, signUpStaff } from '../../test/kyc-requests';
import { catalogueEditor } from '../../test/catalogue-editor';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(180_000);

const platform = setUpTestPlatform();
const PROGRAMME = 'full-stack-web-development';
let counter = 0;

const { admin, outsiders, send, read, auditOf } = catalogueEditor(platform, 'intake');

/** An intake two months ahead, open, seats as asked. */
function intake(seats: number | null = null): IntakeContent {
  const startsOn = addDays(academicDate(new Date()), 60 + ++counter);
  return {
    slug: `autumn-test-${counter}-${Date.now()}`,
    name: `Autumn test ${counter}`,
    nameUr: null,
    startsOn,
    endsOn: addDays(startsOn, 120),
    enrolmentClosesOn: null,
    seats,
    open: true,
  };
}

async function createIntake(token: string, content: IntakeContent) {
  const response = await send(token, '/staff/catalogue/intakes', { content });
  expect(response.status).toBe(201);
  return content.slug;
}

const order = (learner: TestLearner, slug: string) =>
  postJson(platform, '/orders', learner, { programme: PROGRAMME, intake: slug });

test('learners, staff and visitors cannot read or change intakes', async () => {
  const slug = 'spring-2027';
  for (const token of await outsiders()) {
    expect((await platform.request(`/staff/catalogue/intakes/${slug}`, { headers: bearer(token) })).status).toBe(403);
    expect((await send(token, '/staff/catalogue/intakes', { content: intake() })).status).toBe(403);
    const body = { version: 1, content: { ...intake(), slug } };
    for (const step of ['save', 'cancel', 'delete'])
      expect((await send(token, `/staff/catalogue/intakes/${slug}/${step}`, body)).status).toBe(403);
  }
  expect((await platform.request(`/staff/catalogue/intakes/${slug}`)).status).toBe(401);
});

test('a full intake closes itself; two learners racing for the last seat get one between them', async () => {
  const boss = await admin();
  const content = intake(2);
  const key = randomUUID();
  const created = await send(boss.token, '/staff/catalogue/intakes', { content }, key);
  expect(created.status).toBe(201);
  expect(created.headers.get('location')).toBe(`/api/v1/staff/catalogue/intakes/${content.slug}`);
  expect((await send(boss.token, '/staff/catalogue/intakes', { content }, key)).status).toBe(201);

  const first = await registerLearner(platform);
  expect((await order(first, content.slug)).status).toBe(201);
  // One seat left, two learners at once: the intake's row lock serves them one after the other.
  const [a, b] = [await registerLearner(platform), await registerLearner(platform)];
  const raced = await Promise.all([order(a, content.slug), order(b, content.slug)]);
  expect(raced.map((r) => r.status).sort()).toEqual([201, 422]);
  const refused = raced.find((r) => r.status === 422)!;
  expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toEqual({
    intake: ['That intake is full. Choose one of the intakes shown.'],
  });

  const opened = await read<EditableIntake>(boss.token, `/staff/catalogue/intakes/${content.slug}`);
  expect(opened).toMatchObject({ status: 'full', seatsTaken: 2, paidLearners: 0, datesFixed: true, version: 1 });
  const late = await registerLearner(platform);
  const options = (await (
    await platform.request(`/checkout/programmes/${PROGRAMME}`, { headers: bearer(late.token) })
  ).json()) as { intakes: { slug: string }[] };
  expect(options.intakes.map((i) => i.slug)).not.toContain(content.slug);

  // A seat added opens it again; closing it by hand closes it to everyone.
  const more = await send(boss.token, `/staff/catalogue/intakes/${content.slug}/save`, {
    version: 1,
    content: { ...content, seats: 3 },
  });
  expect(more.status).toBe(200);
  expect(await more.json()).toMatchObject({ version: 2, revalidate: ['terms', 'scholarship-intakes'] });
  expect((await order(late, content.slug)).status).toBe(201);
  const closed = await send(boss.token, `/staff/catalogue/intakes/${content.slug}/save`, {
    version: 2,
    content: { ...content, seats: 10, open: false },
  });
  expect(closed.status).toBe(200);
  const closedOut = await order(await registerLearner(platform), content.slug);
  expect(closedOut.status).toBe(422);

  const rows = await auditOf(content.slug);
  expect(rows.map((row) => [row.action, row.actor])).toEqual([
    ['intake.created', boss.email],
    ['intake.saved', boss.email],
    ['intake.saved', boss.email],
  ]);
  expect(rows[1]).toMatchObject({ before: { seats: 2 }, after: { seats: 3 } });
  expect(rows[2]).toMatchObject({ before: { seats: 3, open: true }, after: { seats: 10, open: false } });
});

test('an intake with a paid learner cannot be deleted; cancelling it records their money as owed back', async () => {
  const boss = await admin();
  const content = intake();
  const slug = await createIntake(boss.token, content);
  const { learner, order: paid } = await paidLearnerIn(platform, slug);
  const waiting = await registerLearner(platform);
  const unpaid = (await (await order(waiting, slug)).json()) as Order;

  const refused = await send(boss.token, `/staff/catalogue/intakes/${slug}/delete`, { version: 1 });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { detail: string }).detail).toMatch(/1 learner has paid .* cannot be deleted/);
  expect(await platform.deps.db.select().from(terms).where(eq(terms.slug, slug))).toHaveLength(1);

  // Its dates are what the learners' orders say: they no longer change.
  const moved = await send(boss.token, `/staff/catalogue/intakes/${slug}/save`, {
    version: 1,
    content: { ...content, startsOn: addDays(content.startsOn, 7) },
  });
  expect(moved.status).toBe(409);
  expect(Object.keys(((await moved.json()) as { errors: object }).errors)).toEqual(['content.startsOn']);

  const cancelled = await send(boss.token, `/staff/catalogue/intakes/${slug}/cancel`, { version: 1 });
  expect(cancelled.status).toBe(200);
  expect(await cancelled.json()).toMatchObject({ version: 2, published: false });
  const [payment] = await platform.deps.db.select().from(payments).where(eq(payments.orderId, paid.id));
  expect(payment).toMatchObject({ refundDue: true, flag: 'intake_cancelled' });
  expect(await platform.deps.db.select().from(enrolments).where(eq(enrolments.orderId, paid.id))).toEqual([]);
  expect((await getOrder(platform, learner, paid.id)).status).toBe('cancelled');
  expect((await getOrder(platform, waiting, unpaid.id)).status).toBe('cancelled');
  // The money office sees what was paid (not today's fee) as owed back.
  const office = await signUpStaff(platform, `intake-office-${Date.now()}@example.com`);
  const owed = await read<{ items: RefundOwed[] }>(office, '/staff/refunds/owed');
  expect(owed.items.find((item) => item.orderReference === paid.reference)).toMatchObject({
    reason: 'intake_cancelled',
    owed: { amountPaisa: paid.total.amountPaisa },
  });
  const [stored] = await platform.deps.db.select().from(orders).where(eq(orders.id, paid.id));
  expect(stored?.totalPaisa).toBe(paid.total.amountPaisa);
  // Still not deletable: orders name it.
  expect((await send(boss.token, `/staff/catalogue/intakes/${slug}/delete`, { version: 2 })).status).toBe(409);
  expect((await auditOf(slug)).at(-1)).toMatchObject({
    action: 'intake.cancelled',
    actor: boss.email,
    before: { status: 'open' },
    after: { status: 'cancelled', refundsOwed: [{ order: paid.reference, amountPaisa: paid.total.amountPaisa }] },
  });

  // An intake nobody used is deleted, and audited.
  const unused = await createIntake(boss.token, intake());
  expect((await send(boss.token, `/staff/catalogue/intakes/${unused}/delete`, { version: 1 })).status).toBe(200);
  expect((await platform.request(`/staff/catalogue/intakes/${unused}`, { headers: bearer(boss.token) })).status).toBe(
    404,
  );
  expect((await auditOf(unused)).map((row) => row.action)).toEqual(['intake.created', 'intake.deleted']);
});

test('a save based on an older version is refused with what the other admin changed', async () => {
  const [first, second] = [await admin('Amna First'), await admin('Bilal Second')];
  const content = intake(40);
  const slug = await createIntake(first.token, content);
  expect(
    (
      await send(first.token, `/staff/catalogue/intakes/${slug}/save`, {
        version: 1,
        content: { ...content, seats: 30 },
      })
    ).status,
  ).toBe(200);
  const stale = await send(second.token, `/staff/catalogue/intakes/${slug}/save`, {
    version: 1,
    content: { ...content, name: 'Autumn renamed' },
  });
  expect(stale.status).toBe(409);
  const problem = (await stale.json()) as { detail: string; errors: Record<string, string[]> };
  expect(problem.detail).toContain(first.email);
  expect(Object.keys(problem.errors)).toEqual(['seats']);
  expect(problem.errors.seats?.[0]).toContain('30');
  expect(await read<EditableIntake>(second.token, `/staff/catalogue/intakes/${slug}`)).toMatchObject({
    version: 2,
    live: { seats: 30, name: content.name },
  });

  // Bad input is refused at the field and changes nothing.
  const bad = await send(second.token, `/staff/catalogue/intakes/${slug}/save`, {
    version: 2,
    content: { ...content, endsOn: addDays(content.startsOn, -1), enrolmentClosesOn: content.startsOn },
  });
  expect(bad.status).toBe(422);
  expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
    'content.endsOn',
    'content.enrolmentClosesOn',
  ]);
  expect((await read<EditableIntake>(second.token, `/staff/catalogue/intakes/${slug}`)).version).toBe(2);
});
