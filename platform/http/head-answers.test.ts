// HEAD is GET without the body (RFC 9110 §9.3.2): for every GET operation in openapi.json, HEAD answers with the
// status and the headers GET sends (ETag, Cache-Control, Content-Type, Allow…), over HTTP, anonymous and signed in.
import { signUpStaff } from '../test/kyc-requests';
import { registerLearner } from '../test/checkout-helpers';
import { setUpTestPlatform } from '../test/test-platform';

jest.setTimeout(60_000);

const platform = setUpTestPlatform();

/** A value for each path parameter of the document's GET operations; a new parameter needs one here. */
const SAMPLES: Record<string, string> = {
  slug: 'full-stack-web-development',
  key: 'home',
  id: '00000000-0000-4000-8000-000000000000',
  number: 'R-0000-000000',
  kind: 'front',
  gateway: 'test',
  reference: 'SR-00000000',
  report: 'funnel',
};

/** Headers that differ between two answers whatever the method: the clock. */
const VOLATILE = new Set(['date']);

const headersOf = (answer: Response) =>
  Object.fromEntries(
    [...answer.headers].filter(([name]) => !VOLATILE.has(name)).sort(([a], [b]) => a.localeCompare(b)),
  );

test('HEAD of every GET operation carries the headers GET sends, without a body', async () => {
  const document = (await (await platform.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  const learner = await registerLearner(platform);
  const staff = await signUpStaff(platform, `head-staff-${Date.now()}@example.com`);
  const reads = Object.entries(document.paths).flatMap(([template, operations]) =>
    operations.get ? [{ template, signedIn: Boolean(operations.get.security?.length) }] : [],
  );
  expect(reads.length).toBeGreaterThan(25);

  const compared: string[] = [];
  for (const { template, signedIn } of reads) {
    const path = template.replace(/^\/api\/v1/, '').replace(/\{([^}]+)\}/g, (_, name: string) => {
      if (!(name in SAMPLES)) throw new Error(`No sample value for {${name}} of ${template}`);
      return SAMPLES[name]!;
    });
    const token = path.startsWith('/staff/') ? staff : learner.token;
    const bearer: Record<string, string> = { authorization: `Bearer ${token}` };
    const callers: Record<string, string>[] = signedIn ? [bearer] : [{}, bearer];
    for (const headers of callers) {
      const get = await platform.request(path, { headers, redirect: 'manual' });
      const head = await platform.request(path, { method: 'HEAD', headers, redirect: 'manual' });
      const who = 'authorization' in headers ? 'signed in' : 'anonymous';
      expect({ path, who, status: head.status, headers: headersOf(head) }).toEqual({
        path,
        who,
        status: get.status,
        headers: headersOf(get),
      });
      expect(await head.text()).toBe('');
      compared.push(`${get.status} ${path}`);
    }
  }
  // The catalogue's cacheable reads are among them, with their validators.
  expect(compared).toEqual(expect.arrayContaining(['200 /programmes', '200 /programmes/full-stack-web-development']));
});

test('a conditional HEAD gets the 304 a conditional GET gets', async () => {
  const etag = (await platform.request('/programmes', { method: 'HEAD' })).headers.get('etag');
  expect(etag).toMatch(/^W\//);
  const again = await platform.request('/programmes', { method: 'HEAD', headers: { 'if-none-match': etag! } });
  expect([again.status, again.headers.get('etag')]).toEqual([304, etag]);
});
