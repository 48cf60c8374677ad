// The catalogue editor over HTTP: admins only; an edit is a draft the public does not see until published; a save
// based on an older version is refused with what changed; a new slug leaves the old one redirecting; a fee change
// leaves an order already made as it was; every write is audited with its author and idempotent.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { EditableInstructor, EditableProgramme, Order } from '@/contract';
import { orders, staffAuditLog } from '../../db/schema';
import { getOrder, openOrder, registerLearner } from '../../test/checkout-helpers';
import { bearer, goodJpeg } from '../../test/kyc-requests';
import { catalogueEditor } from '../../test/catalogue-editor';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(120_000);

const platform = setUpTestPlatform();
let counter = 0;

const { admin, outsiders, send, read, auditOf } = catalogueEditor(platform, 'catalogue');

const instructor = (slug: string) => ({
  slug,
  name: 'Hina Qureshi',
  title: 'Senior Data Engineer',
  headline: 'Pipelines that survive Monday mornings',
  bio: 'Hina has built data platforms for banks in Karachi and Lahore.\n\nShe teaches the data track.',
  city: 'Karachi',
  expertise: ['Data engineering', 'SQL'],
  yearsExperience: 11,
});

test('learners, staff and visitors cannot read or write the catalogue editor', async () => {
  for (const token of await outsiders()) {
    expect((await platform.request('/staff/catalogue', { headers: bearer(token) })).status).toBe(403);
    const created = await send(token, '/staff/catalogue/instructors', { content: instructor(`nobody-${++counter}`) });
    expect(created.status).toBe(403);
    const draft = await send(token, '/staff/catalogue/instructors/nobody/draft', {
      version: 1,
      content: instructor('nobody'),
    });
    expect(draft.status).toBe(403);
  }
  expect((await platform.request('/staff/catalogue')).status).toBe(401);
  expect((await platform.request('/programmes/cyber-security')).status).toBe(200);
});

test('a new instructor stays off the site until published; photo, draft and publish are each audited', async () => {
  const boss = await admin();
  const slug = `hina-qureshi-${Date.now()}`;
  const key = randomUUID();
  const created = await send(boss.token, '/staff/catalogue/instructors', { content: instructor(slug) }, key);
  expect(created.status).toBe(201);
  expect(created.headers.get('location')).toBe(`/api/v1/staff/catalogue/instructors/${slug}`);
  // The same key again: the same answer, one instructor, one audit row.
  expect((await send(boss.token, '/staff/catalogue/instructors', { content: instructor(slug) }, key)).status).toBe(201);
  expect((await platform.request(`/instructors/${slug}`)).status).toBe(404);

  const photo = await platform.request(`/staff/catalogue/instructors/${slug}/photo`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', ...bearer(boss.token) },
    body: new Uint8Array(await goodJpeg()),
  });
  expect(photo.status).toBe(200);

  const opened = await read<EditableInstructor>(boss.token, `/staff/catalogue/instructors/${slug}`);
  expect(opened).toMatchObject({ version: 1, published: false, draft: null, hasPhoto: true });
  // No Urdu given: each twin is missing (null), never a copy of the English.
  expect(opened.live).toMatchObject({ titleUr: null, bioUr: null, expertiseUr: null });
  const saved = await send(boss.token, `/staff/catalogue/instructors/${slug}/draft`, {
    version: 1,
    content: { ...instructor(slug), title: 'Principal Data Engineer' },
  });
  expect(saved.status).toBe(200);
  expect(await saved.json()).toMatchObject({ version: 2, published: false, revalidate: [] });

  const published = await send(boss.token, `/staff/catalogue/instructors/${slug}/publish`, { version: 2 });
  expect(published.status).toBe(200);
  expect(await published.json()).toMatchObject({
    version: 3,
    published: true,
    revalidate: expect.arrayContaining(['instructors']),
  });
  const page = await platform.request(`/instructors/${slug}`);
  expect(page.status).toBe(200);
  expect(await page.json()).toMatchObject({ title: 'Principal Data Engineer', hasPhoto: true });
  const portrait = await platform.request(`/instructors/${slug}/photo`);
  expect(portrait.status).toBe(200);
  expect(portrait.headers.get('content-type')).toBe('image/jpeg');

  const rows = await auditOf(slug);
  expect(rows.map((row) => [row.action, row.actor])).toEqual([
    ['instructor.created', boss.email],
    ['instructor.photo_replaced', boss.email],
    ['instructor.draft_saved', boss.email],
    ['instructor.published', boss.email],
  ]);
  expect(rows[2]).toMatchObject({
    before: { title: 'Senior Data Engineer' },
    after: { title: 'Principal Data Engineer' },
  });
  expect(rows[3]).toMatchObject({ before: { published: false }, after: { published: true } });
});

test('a save based on an older version is refused with what the other admin changed; nothing of either is lost', async () => {
  const [first, second] = [await admin('Amna First'), await admin('Bilal Second')];
  const slug = 'data-science-and-analytics';
  const opened = await read<EditableProgramme>(first.token, `/staff/catalogue/programmes/${slug}`);
  const base = opened.version;

  const firstSave = await send(first.token, `/staff/catalogue/programmes/${slug}/draft`, {
    version: base,
    content: { ...opened.live, tagline: 'First admin’s summary' },
  });
  expect(firstSave.status).toBe(200);

  const stale = await send(second.token, `/staff/catalogue/programmes/${slug}/draft`, {
    version: base,
    content: { ...opened.live, title: 'Second admin’s title' },
  });
  expect(stale.status).toBe(409);
  const problem = (await stale.json()) as { detail: string; errors: Record<string, string[]> };
  expect(problem.detail).toContain(first.email);
  // Only what the first admin changed is named, with what it reads now; the second admin's own edit is not.
  expect(Object.keys(problem.errors)).toEqual(['tagline']);
  expect(problem.errors.tagline?.[0]).toContain('First admin’s summary');

  const now = await read<EditableProgramme>(second.token, `/staff/catalogue/programmes/${slug}`);
  expect(now.draft?.content.tagline).toBe('First admin’s summary');
  expect(now.draft?.content.title).toBe(opened.live.title);
  expect(now.version).toBe(base + 1);
  // Saved again on the version it now knows, the second admin's text goes in.
  const again = await send(second.token, `/staff/catalogue/programmes/${slug}/draft`, {
    version: now.version,
    content: { ...now.draft!.content, title: 'Second admin’s title' },
  });
  expect(again.status).toBe(200);
  // Publishing an older version is refused too.
  expect((await send(first.token, `/staff/catalogue/programmes/${slug}/publish`, { version: base + 1 })).status).toBe(
    409,
  );
  // The public still sees the published programme until someone publishes.
  expect(await (await platform.request(`/programmes/${slug}`)).json()).toMatchObject({ title: opened.live.title });
});

test('a fee change applies to orders made after it; an order already made keeps its amount', async () => {
  const boss = await admin();
  const slug = 'full-stack-web-development';
  const before = await registerLearner(platform, 'approved');
  const order: Order = await openOrder(platform, before, slug);
  const oldFee = order.total.amountPaisa;

  const opened = await read<EditableProgramme>(boss.token, `/staff/catalogue/programmes/${slug}`);
  const newFee = opened.live.pricePerSemesterPaisa + 10_000_00;
  const saved = await send(boss.token, `/staff/catalogue/programmes/${slug}/draft`, {
    version: opened.version,
    content: { ...opened.live, pricePerSemesterPaisa: newFee },
  });
  expect(saved.status).toBe(200);
  const { version } = (await saved.json()) as { version: number };
  expect((await send(boss.token, `/staff/catalogue/programmes/${slug}/publish`, { version })).status).toBe(200);

  expect((await getOrder(platform, before, order.id)).total.amountPaisa).toBe(oldFee);
  const [stored] = await platform.deps.db.select().from(orders).where(eq(orders.id, order.id));
  expect(stored?.totalPaisa).toBe(oldFee);
  const after = await registerLearner(platform, 'approved');
  expect((await openOrder(platform, after, slug)).total.amountPaisa).toBe(newFee);
  const [published] = (await auditOf(slug)).filter((row) => row.action === 'programme.published');
  expect(published).toMatchObject({
    actor: boss.email,
    before: { pricePerSemesterPaisa: oldFee },
    after: { pricePerSemesterPaisa: newFee },
  });
});

test('a renamed programme: its old address redirects to the new one and its courses follow', async () => {
  const boss = await admin();
  const opened = await read<EditableProgramme>(boss.token, '/staff/catalogue/programmes/ui-ux-product-design');
  const renamed = { ...opened.live, slug: 'product-design' };
  const saved = await send(boss.token, '/staff/catalogue/programmes/ui-ux-product-design/draft', {
    version: opened.version,
    content: renamed,
  });
  expect(saved.status).toBe(200);
  const { version } = (await saved.json()) as { version: number };
  const key = randomUUID();
  const published = await send(
    boss.token,
    '/staff/catalogue/programmes/ui-ux-product-design/publish',
    { version },
    key,
  );
  expect(published.status).toBe(200);
  expect(await published.json()).toMatchObject({ slug: 'product-design', version: version + 1 });
  // A retry with the same key gets the same answer, not a 404 for the old slug.
  const replay = await send(boss.token, '/staff/catalogue/programmes/ui-ux-product-design/publish', { version }, key);
  expect(replay.status).toBe(200);

  expect((await platform.request('/programmes/ui-ux-product-design')).status).toBe(404);
  const redirect = await platform.request('/catalogue-redirects/programme/ui-ux-product-design');
  expect(redirect.status).toBe(200);
  expect(await redirect.json()).toEqual({ to: 'product-design' });
  const page = (await (await platform.request('/programmes/product-design')).json()) as { courses: unknown[] };
  expect(page.courses.length).toBe(opened.live.semesters.flatMap((s) => s.courses).length);
  expect((await platform.request('/catalogue-redirects/programme/product-design')).status).toBe(404);
  const rows = await platform.deps.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.recordId, 'product-design'), eq(staffAuditLog.action, 'programme.published')));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ before: { slug: 'ui-ux-product-design' }, after: { slug: 'product-design' } });
});

test('an unpublished programme has no page, no list entry and takes no order', async () => {
  const boss = await admin();
  const opened = await read<EditableProgramme>(boss.token, '/staff/catalogue/programmes/cyber-security');
  const learner = await registerLearner(platform, 'approved');
  const down = await send(boss.token, '/staff/catalogue/programmes/cyber-security/unpublish', {
    version: opened.version,
  });
  expect(down.status).toBe(200);
  expect((await platform.request('/programmes/cyber-security')).status).toBe(404);
  const list = (await (await platform.request('/programmes?limit=100')).json()) as { items: { slug: string }[] };
  expect(list.items.map((item) => item.slug)).not.toContain('cyber-security');
  await expect(openOrder(platform, learner, 'cyber-security')).rejects.toThrow();
  const { version } = await read<EditableProgramme>(boss.token, '/staff/catalogue/programmes/cyber-security');
  expect((await send(boss.token, '/staff/catalogue/programmes/cyber-security/publish', { version })).status).toBe(200);
  expect((await platform.request('/programmes/cyber-security')).status).toBe(200);
});

test('a programme’s minimum age above the site’s refuses a younger learner’s order at the intake', async () => {
  const boss = await admin();
  const slug = 'mobile-app-development';
  const learner = await registerLearner(platform, 'approved');
  const opened = await read<EditableProgramme>(boss.token, `/staff/catalogue/programmes/${slug}`);
  const saved = await send(boss.token, `/staff/catalogue/programmes/${slug}/draft`, {
    version: opened.version,
    content: { ...opened.live, minimumAge: 99 },
  });
  const { version } = (await saved.json()) as { version: number };
  expect((await send(boss.token, `/staff/catalogue/programmes/${slug}/publish`, { version })).status).toBe(200);
  const options = (await (
    await platform.request(`/checkout/programmes/${slug}`, { headers: bearer(learner.token) })
  ).json()) as { intakes: { slug: string }[] };
  const intake = options.intakes[0]?.slug;
  const refused = await send(learner.token, '/orders', { programme: slug, intake }, randomUUID());
  expect(refused.status).toBe(422);
  expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.intake?.[0]).toMatch(
    /is for learners 99 or over/,
  );
});

test('bad input is refused at the field and changes nothing', async () => {
  const boss = await admin();
  const opened = await read<EditableProgramme>(boss.token, '/staff/catalogue/programmes/cyber-security');
  const broken = structuredClone(opened.live);
  broken.title = '';
  broken.semesters[0]!.courses[0]!.instructorSlug = 'nobody-here';
  const refused = await send(boss.token, '/staff/catalogue/programmes/cyber-security/draft', {
    version: opened.version,
    content: broken,
  });
  expect(refused.status).toBe(422);
  expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual(['content.title']);
  broken.title = opened.live.title;
  const unknown = await send(boss.token, '/staff/catalogue/programmes/cyber-security/draft', {
    version: opened.version,
    content: broken,
  });
  expect(unknown.status).toBe(422);
  expect(((await unknown.json()) as { errors: object }).errors).toEqual({
    'content.semesters.0.courses.0.instructorSlug': ['Choose one of the instructors listed.'],
  });
  expect((await read<EditableProgramme>(boss.token, '/staff/catalogue/programmes/cyber-security')).draft).toBeNull();
});
