import { pageMetadata } from './page-metadata';

test('a page gets its canonical path and Open Graph with the site-wide fields kept', () => {
  expect(pageMetadata({ title: 'About us', description: 'Who we are', path: '/about-us' })).toMatchObject({
    title: 'About us',
    description: 'Who we are',
    alternates: { canonical: '/about-us' },
    openGraph: { title: 'About us', url: '/about-us', type: 'website', siteName: 'Learner Portal', locale: 'en_PK' },
  });
});

test('profiles are typed as such for Open Graph', () => {
  expect(
    pageMetadata({ title: 'A', description: 'B', path: '/instructors/a', type: 'profile' }).openGraph,
  ).toMatchObject({ type: 'profile' });
});

test('a translated page names its own language’s address as canonical and every language as an alternate', () => {
  const alternates = { en: '/about-us', ur: '/ur/about-us', 'x-default': '/about-us' };
  expect(pageMetadata({ title: 'A', description: 'B', path: '/about-us', locale: 'en' })).toMatchObject({
    alternates: { canonical: '/about-us', languages: alternates },
    openGraph: { url: '/about-us', locale: 'en_PK' },
  });
  expect(pageMetadata({ title: 'A', description: 'B', path: '/about-us', locale: 'ur' })).toMatchObject({
    alternates: { canonical: '/ur/about-us', languages: alternates },
    openGraph: { url: '/ur/about-us', locale: 'ur_PK' },
  });
  expect(pageMetadata({ title: 'A', description: 'B', path: '/', locale: 'ur' }).alternates).toEqual({
    canonical: '/ur',
    languages: { en: '/', ur: '/ur', 'x-default': '/' },
  });
});
