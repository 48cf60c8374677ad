import { sitemapEntries } from './sitemap-entries';

test('lists the fixed pages, each programme with its learning path, and each instructor, all absolute', () => {
  const urls = sitemapEntries('https://learn.example.pk', ['data-science'], ['ayesha-khan']).map((entry) => entry.url);
  expect(urls).toEqual([
    'https://learn.example.pk',
    'https://learn.example.pk/programmes',
    'https://learn.example.pk/about-us',
    'https://learn.example.pk/instructor',
    'https://learn.example.pk/learning-path',
    'https://learn.example.pk/next-gen-scholar',
    'https://learn.example.pk/support',
    'https://learn.example.pk/privacy',
    'https://learn.example.pk/terms',
    'https://learn.example.pk/ur',
    'https://learn.example.pk/ur/programmes',
    'https://learn.example.pk/ur/about-us',
    'https://learn.example.pk/ur/instructor',
    'https://learn.example.pk/ur/learning-path',
    'https://learn.example.pk/ur/next-gen-scholar',
    'https://learn.example.pk/ur/privacy',
    'https://learn.example.pk/ur/support',
    'https://learn.example.pk/ur/terms',
    'https://learn.example.pk/data-science',
    'https://learn.example.pk/ur/data-science',
    'https://learn.example.pk/learning-path?programme=data-science',
    'https://learn.example.pk/ur/learning-path?programme=data-science',
    'https://learn.example.pk/instructors/ayesha-khan',
    'https://learn.example.pk/ur/instructors/ayesha-khan',
  ]);
});

test('every fixed page is listed in both languages, each entry naming every language', () => {
  const entries = sitemapEntries('https://learn.example.pk', [], []);
  const languages = {
    en: 'https://learn.example.pk/about-us',
    ur: 'https://learn.example.pk/ur/about-us',
    'x-default': 'https://learn.example.pk/about-us',
  };
  for (const url of ['https://learn.example.pk/about-us', 'https://learn.example.pk/ur/about-us'])
    expect(entries.find((entry) => entry.url === url)?.alternates).toEqual({ languages });
  // Every fixed public page is in both languages now: each entry names its alternates.
  expect(entries.filter((entry) => !entry.alternates)).toEqual([]);
});

test('every programme’s landing page is listed in both languages, each naming the other', () => {
  const entries = sitemapEntries('https://learn.example.pk', ['data-science'], []);
  const languages = {
    en: 'https://learn.example.pk/data-science',
    ur: 'https://learn.example.pk/ur/data-science',
    'x-default': 'https://learn.example.pk/data-science',
  };
  for (const url of Object.values(languages))
    expect(entries.find((entry) => entry.url === url)?.alternates).toEqual({ languages });
});

test('every programme’s learning path and every instructor’s page are listed in both languages, each naming the other', () => {
  const entries = sitemapEntries('https://learn.example.pk', ['data-science'], ['ayesha-khan']);
  for (const path of ['/learning-path?programme=data-science', '/instructors/ayesha-khan']) {
    const languages = {
      en: `https://learn.example.pk${path}`,
      ur: `https://learn.example.pk/ur${path}`,
      'x-default': `https://learn.example.pk${path}`,
    };
    for (const url of Object.values(languages))
      expect(entries.find((entry) => entry.url === url)?.alternates).toEqual({ languages });
  }
});
