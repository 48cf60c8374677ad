// The catalogue's public reads over real HTTP: a weak ETag that If-None-Match turns into a 304, Cache-Control a shared
// cache may follow; problems, other paths and calls with a token carry neither.
import { setUpTestPlatform } from '../test/test-platform';
import { CATALOGUE_CACHE_CONTROL } from './catalogue-caching';

const platform = setUpTestPlatform();

const READS = [
  '/programmes',
  '/programmes/full-stack-web-development',
  '/instructors',
  '/semesters?include=courses',
  '/terms/current',
];

test.each(READS)('%s carries a weak ETag that gets a 304 keeping the Cache-Control', async (path) => {
  const first = await platform.request(path);
  expect({ status: first.status, control: first.headers.get('cache-control') }).toEqual({
    status: 200,
    control: CATALOGUE_CACHE_CONTROL,
  });
  const etag = first.headers.get('etag');
  expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
  expect((await platform.request(path)).headers.get('etag')).toBe(etag);

  const conditional = await platform.request(path, { headers: { 'if-none-match': etag! } });
  expect({ status: conditional.status, etag: conditional.headers.get('etag') }).toEqual({ status: 304, etag });
  expect(conditional.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
  expect(await conditional.text()).toBe('');
  expect((await platform.request(path, { headers: { 'if-none-match': '"not-this-one"' } })).status).toBe(200);
});

test('a query is its own answer with its own ETag', async () => {
  const all = await platform.request('/programmes');
  const two = await platform.request('/programmes?limit=2&offset=1');
  expect(two.status).toBe(200);
  expect(two.headers.get('etag')).not.toBe(all.headers.get('etag'));
  expect(
    (await platform.request('/programmes', { headers: { 'if-none-match': two.headers.get('etag')! } })).status,
  ).toBe(200);
});

test('problems, other reads and calls with a token carry no ETag', async () => {
  for (const path of [
    '/programmes/made-up-name',
    '/programmes/Not_A_Slug',
    '/courses?semester=zero',
    '/organisation',
  ]) {
    const answer = await platform.request(path);
    expect({
      path,
      etag: answer.headers.get('etag'),
      control: answer.headers.get('cache-control') === CATALOGUE_CACHE_CONTROL,
    }).toEqual({ path, etag: null, control: false });
  }
  const withToken = await platform.request('/programmes', { headers: { authorization: 'Bearer x' } });
  expect(withToken.headers.get('etag')).toBeNull();
});
