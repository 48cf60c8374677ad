import { createTestPlatform, type TestPlatform } from '../test/test-platform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

test('lists programmes', async () => {
  const response = await platform.request('/programmes');
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.items.length).toBeGreaterThan(0);
  expect(body.total).toBe(body.items.length);
});

test('a malformed query parameter is a 400 problem naming it', async () => {
  const response = await platform.request('/programmes?limit=lots');
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  expect(await response.json()).toMatchObject({ status: 400, errors: { limit: expect.any(Array) } });
});
