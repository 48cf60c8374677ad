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
