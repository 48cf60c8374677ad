// The site's pages and FAQ in the catalogue editor over HTTP: admins only; an edit is a draft the public does not see
// until published; a save based on an older version is refused with what changed; publishing names the cache tags;
// every write is audited with its author, before and after.
import { eq } from 'drizzle-orm';
import type { CatalogueOverview, EditableFaq, EditablePage } from '@/contract';
import { catalogueDrafts } from '../../db/schema';
import { bearer } from '../../test/kyc-requests';
import { catalogueEditor } from '../../test/catalogue-editor';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(120_000);

const platform = setUpTestPlatform();

const { admin, outsiders, send, read, auditOf } = catalogueEditor(platform, 'pages');

test('learners and staff cannot read or edit pages and questions', async () => {
  const boss = await admin();
  const page = await read<EditablePage>(boss.token, '/staff/catalogue/pages/about');
  // The editor's overview lists the pages and the questions with their versions.
  const overview = await read<CatalogueOverview>(boss.token, '/staff/catalogue');
  expect(overview.pages.find((entry) => entry.slug === 'about')).toMatchObject({
    name: page.live.title,
    version: page.version,
  });
  expect(overview.faq.map((entry) => entry.slug)).toContain('who-can-apply');
  expect((await platform.request('/staff/catalogue', { headers: bearer((await outsiders())[0]!) })).status).toBe(403);
  for (const token of await outsiders()) {
    expect((await platform.request('/staff/catalogue/pages/about', { headers: bearer(token) })).status).toBe(403);
    const body = { version: page.version, content: page.live };
    expect((await send(token, '/staff/catalogue/pages/about/draft', body)).status).toBe(403);
    expect((await send(token, '/staff/catalogue/faq/who-can-apply/publish', { version: 1 })).status).toBe(403);
  }
});

test('a page edit is a draft until published; a stale save is refused; each step is audited', async () => {
  const [first, second] = [await admin('Amna First'), await admin('Bilal Second')];
  const opened = await read<EditablePage>(first.token, '/staff/catalogue/pages/about');
  const publicBefore = (await (await platform.request('/content/about')).json()) as { title: string };
  expect(publicBefore.title).toBe(opened.live.title);

  const saved = await send(first.token, '/staff/catalogue/pages/about/draft', {
    version: opened.version,
    content: { ...opened.live, title: 'About the institute' },
  });
  expect(saved.status).toBe(200);
  expect(await saved.json()).toMatchObject({ version: opened.version + 1, revalidate: [] });
  expect(((await (await platform.request('/content/about')).json()) as { title: string }).title).toBe(
    opened.live.title,
  );

  const stale = await send(second.token, '/staff/catalogue/pages/about/draft', {
    version: opened.version,
    content: { ...opened.live, body: ['Someone else’s paragraph.'] },
  });
  expect(stale.status).toBe(409);
  const problem = (await stale.json()) as { detail: string; errors: Record<string, string[]> };
  expect(problem.detail).toContain(first.email);
  expect(Object.keys(problem.errors)).toEqual(['title']);

  // Urdu sections that are not the English ones are refused at the field, and nothing changes.
  const mismatched = await send(first.token, '/staff/catalogue/pages/about/draft', {
    version: opened.version + 1,
    content: { ...opened.live, sectionsUr: [{ id: 'not-a-section', heading: 'سرخی', body: ['متن'] }] },
  });
  expect(mismatched.status).toBe(422);
  expect(Object.keys(((await mismatched.json()) as { errors: object }).errors)).toEqual(['content.sectionsUr']);

  const published = await send(first.token, '/staff/catalogue/pages/about/publish', { version: opened.version + 1 });
  expect(published.status).toBe(200);
  expect(await published.json()).toMatchObject({ version: opened.version + 2, revalidate: ['site-content'] });
  expect(((await (await platform.request('/content/about')).json()) as { title: string }).title).toBe(
    'About the institute',
  );
  const rows = await auditOf('about');
  expect(rows.map((row) => [row.action, row.actor])).toEqual([
    ['page.draft_saved', first.email],
    ['page.published', first.email],
  ]);
  expect(rows[1]).toMatchObject({ before: { title: opened.live.title }, after: { title: 'About the institute' } });
});

test('an FAQ answer with its Urdu twin is published; a missing Urdu stays missing', async () => {
  const boss = await admin();
  const id = 'who-can-apply';
  const opened = await read<EditableFaq>(boss.token, `/staff/catalogue/faq/${id}`);
  const saved = await send(boss.token, `/staff/catalogue/faq/${id}/draft`, {
    version: opened.version,
    content: { ...opened.live, answer: 'Anyone 16 or over.', answerUr: null },
  });
  expect(saved.status).toBe(200);
  const { version } = (await saved.json()) as { version: number };
  const published = await send(boss.token, `/staff/catalogue/faq/${id}/publish`, { version });
  expect(published.status).toBe(200);
  expect(await published.json()).toMatchObject({ revalidate: ['faq'] });
  const list = (await (await platform.request('/faq?limit=100')).json()) as { items: { id: string; answer: string }[] };
  expect(list.items.find((item) => item.id === id)?.answer).toBe('Anyone 16 or over.');
  expect((await read<EditableFaq>(boss.token, `/staff/catalogue/faq/${id}`)).live.answerUr).toBeNull();
  expect((await auditOf(id)).map((row) => row.action)).toEqual(['faq.draft_saved', 'faq.published']);
});

test('the terms keep their refunds section, in English and Urdu: a save or publish without it is refused', async () => {
  const boss = await admin();
  const opened = await read<EditablePage>(boss.token, '/staff/catalogue/pages/terms');
  const withoutRefunds = (sections: EditablePage['live']['sections']) =>
    sections.filter((section) => section.id !== 'refunds');
  const refused = async (content: EditablePage['live']) => {
    const response = await send(boss.token, '/staff/catalogue/pages/terms/draft', { version: opened.version, content });
    expect(response.status).toBe(422);
    return Object.keys(((await response.json()) as { errors: object }).errors);
  };
  const removed = {
    ...opened.live,
    sections: withoutRefunds(opened.live.sections),
    sectionsUr: withoutRefunds(opened.live.sectionsUr ?? []),
  };
  expect(await refused(removed)).toEqual(['content.sections', 'content.sectionsUr']);
  expect(await refused({ ...opened.live, sectionsUr: null })).toEqual(['content.sectionsUr']);
  const emptied = opened.live.sections.map((section) =>
    section.id === 'refunds' ? { ...section, body: [] } : section,
  );
  expect((await refused({ ...opened.live, sections: emptied }))[0]).toMatch(/^content\.sections\.\d+\.body$/);
  const after = await read<EditablePage>(boss.token, '/staff/catalogue/pages/terms');
  expect({ version: after.version, draft: after.draft }).toEqual({ version: opened.version, draft: null });

  // A draft without the section (saved before this rule, say) is not published either, and the checkout's text stays.
  await platform.deps.db.insert(catalogueDrafts).values({
    kind: 'page',
    key: 'terms',
    content: removed,
    version: opened.version + 1,
    savedBy: boss.email,
    savedAt: new Date(),
  });
  const publish = await send(boss.token, '/staff/catalogue/pages/terms/publish', { version: opened.version + 1 });
  expect(publish.status).toBe(422);
  const live = (await (await platform.request('/content/terms')).json()) as { sections: { id: string }[] };
  expect(live.sections.map((section) => section.id)).toContain('refunds');
  await platform.deps.db.delete(catalogueDrafts).where(eq(catalogueDrafts.key, 'terms'));
});

test('a question is added unpublished, then published; another is removed; both languages follow', async () => {
  const boss = await admin();
  const [learner = ''] = await outsiders();
  const content = {
    question: 'Can I pay in instalments?',
    answer: 'Each semester is paid on its own.',
    questionUr: 'کیا میں قسطوں میں ادائیگی کر سکتا ہوں؟',
    answerUr: 'ہر سمسٹر کی ادائیگی الگ ہوتی ہے۔',
    topic: 'payments',
    position: 99,
  };
  expect((await send(learner, '/staff/catalogue/faq', { content })).status).toBe(403);
  const created = await send(boss.token, '/staff/catalogue/faq', { content });
  expect(created.status).toBe(201);
  const change = (await created.json()) as { slug: string; version: number; published: boolean };
  expect(change).toMatchObject({ slug: 'can-i-pay-in-instalments', version: 1, published: false });
  expect(created.headers.get('location')).toBe(`/api/v1/staff/catalogue/faq/${change.slug}`);
  const ids = async (locale: string) =>
    (
      (await (await platform.request(`/faq?limit=100&locale=${locale}`)).json()) as {
        items: { id: string; question: string }[];
      }
    ).items;
  expect((await ids('en')).map((item) => item.id)).not.toContain(change.slug);
  const published = await send(boss.token, `/staff/catalogue/faq/${change.slug}/publish`, { version: 1 });
  expect(published.status).toBe(200);
  expect(await published.json()).toMatchObject({ published: true, revalidate: ['faq'] });
  expect((await ids('ur')).find((item) => item.id === change.slug)?.question).toBe(content.questionUr);
  // The same words again get an id of their own.
  const again = await send(boss.token, '/staff/catalogue/faq', { content });
  expect(((await again.json()) as { slug: string }).slug).toBe('can-i-pay-in-instalments-2');

  const removed = 'how-are-fees-charged';
  const opened = await read<EditableFaq>(boss.token, `/staff/catalogue/faq/${removed}`);
  expect((await send(learner, `/staff/catalogue/faq/${removed}/remove`, { version: opened.version })).status).toBe(403);
  expect(
    (await send(boss.token, `/staff/catalogue/faq/${removed}/remove`, { version: opened.version + 5 })).status,
  ).toBe(409);
  const gone = await send(boss.token, `/staff/catalogue/faq/${removed}/remove`, { version: opened.version });
  expect(gone.status).toBe(200);
  expect(await gone.json()).toMatchObject({ slug: removed, published: false, revalidate: ['faq'] });
  for (const locale of ['en', 'ur']) expect((await ids(locale)).map((item) => item.id)).not.toContain(removed);
  expect((await platform.request(`/staff/catalogue/faq/${removed}`, { headers: bearer(boss.token) })).status).toBe(404);
  const audit = await auditOf(removed);
  expect(audit.map((row) => [row.action, row.actor])).toEqual([['faq.removed', boss.email]]);
  expect(audit[0]?.before).toMatchObject({ question: opened.live.question });
  expect((await auditOf(change.slug)).map((row) => row.action)).toEqual(['faq.created', 'faq.published']);
});
