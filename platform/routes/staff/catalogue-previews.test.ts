// The draft preview's reads over HTTP: an administrator reads a page and the support questions as they will be once
// published (each language, a new question included); a learner, a staff member without the catalogue and a visitor
// are refused, and the public reads keep answering what is published, with nothing private in a shared cache.
import type { EditableFaq, EditablePage, Faq, SiteContent } from '@/contract';
import { bearer } from '../../test/kyc-requests';
import { catalogueEditor } from '../../test/catalogue-editor';
import { setUpTestPlatform } from '../../test/test-platform';

jest.setTimeout(120_000);

const platform = setUpTestPlatform();

const { admin, outsiders, send, read } = catalogueEditor(platform, 'previews');

const publicRead = async <T>(path: string) => {
  const response = await platform.request(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

test('an administrator previews a page draft in English and Urdu; nobody else reads it', async () => {
  const boss = await admin();
  const opened = await read<EditablePage>(boss.token, '/staff/catalogue/pages/privacy');
  const sections = opened.live.sections.map((section, index) =>
    index === 0 ? { ...section, heading: 'What we keep, in plain words' } : section,
  );
  const saved = await send(boss.token, '/staff/catalogue/pages/privacy/draft', {
    version: opened.version,
    content: { ...opened.live, title: 'Privacy, drafted', titleUr: 'رازداری، مسودہ', sections },
  });
  expect(saved.status).toBe(200);

  const preview = (locale: string) => `/staff/catalogue/preview/content/privacy?locale=${locale}`;
  const english = await read<SiteContent>(boss.token, preview('en'));
  expect(english).toMatchObject({ key: 'privacy', title: 'Privacy, drafted', untranslated: [] });
  expect(english.sections[0]?.heading).toBe('What we keep, in plain words');
  const urdu = await read<SiteContent>(boss.token, preview('ur'));
  expect(urdu.title).toBe('رازداری، مسودہ');
  // The first section's Urdu twin is as published: its heading is Urdu, not the English draft's.
  expect(urdu.sections[0]?.heading).toBe(opened.live.sectionsUr?.[0]?.heading);
  const answer = await platform.request(preview('en'), { headers: bearer(boss.token) });
  expect(answer.headers.get('cache-control')).toBe('private, no-store');

  // A learner and a staff member without the catalogue are refused where the draft is; a visitor too.
  for (const token of await outsiders())
    expect((await platform.request(preview('en'), { headers: bearer(token) })).status).toBe(403);
  expect((await platform.request(preview('en'))).status).toBe(401);
  // The public read is what is published, in both languages.
  expect((await publicRead<SiteContent>('/content/privacy')).title).toBe(opened.live.title);
  expect((await publicRead<SiteContent>('/content/privacy?locale=ur')).title).toBe(opened.live.titleUr);

  expect(
    (await platform.request('/staff/catalogue/preview/content/nothing', { headers: bearer(boss.token) })).status,
  ).toBe(404);
  expect((await platform.request(`${preview('fr')}`, { headers: bearer(boss.token) })).status).toBe(400);
});

test('an administrator previews the support questions with drafts and a new question; nobody else does', async () => {
  const boss = await admin();
  const id = 'low-bandwidth-learning';
  const opened = await read<EditableFaq>(boss.token, `/staff/catalogue/faq/${id}`);
  const drafted = {
    ...opened.live,
    answer: 'Yes: every lesson downloads for later.',
    answerUr: 'جی ہاں: ہر سبق بعد کے لیے۔',
  };
  expect(
    (await send(boss.token, `/staff/catalogue/faq/${id}/draft`, { version: opened.version, content: drafted })).status,
  ).toBe(200);
  const created = await send(boss.token, '/staff/catalogue/faq', {
    content: {
      question: 'Is there a library card?',
      answer: 'Every learner gets one.',
      questionUr: null,
      answerUr: null,
      topic: 'support',
      position: 0,
    },
  });
  expect(created.status).toBe(201);
  const added = ((await created.json()) as { slug: string }).slug;

  const previewed = async (query: string) =>
    (await read<{ items: Faq[]; total: number }>(boss.token, `/staff/catalogue/preview/faq?${query}`)).items;
  const english = await previewed('locale=en&topic=support');
  expect(english.find((item) => item.id === id)?.answer).toBe(drafted.answer);
  // The new question comes first in its topic (position 0), its missing Urdu said as in every answer.
  expect(english[0]).toMatchObject({ id: added, question: 'Is there a library card?', topic: 'support' });
  const urdu = await previewed('locale=ur');
  expect(urdu.find((item) => item.id === id)?.answer).toBe(drafted.answerUr);
  expect(urdu.find((item) => item.id === added)?.untranslated).toEqual(['question', 'answer']);
  // Without a topic, every topic's questions.
  expect(new Set(urdu.map((item) => item.topic)).size).toBeGreaterThan(1);

  for (const token of await outsiders())
    expect((await platform.request('/staff/catalogue/preview/faq', { headers: bearer(token) })).status).toBe(403);
  expect((await platform.request('/staff/catalogue/preview/faq')).status).toBe(401);
  const published = (await publicRead<{ items: Faq[] }>('/faq?locale=en')).items;
  expect(published.find((item) => item.id === id)?.answer).toBe(opened.live.answer);
  expect(published.map((item) => item.id)).not.toContain(added);
});
