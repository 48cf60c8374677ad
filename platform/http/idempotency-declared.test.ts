// What openapi.json says of Idempotency-Key is what the server does: every write operation is sent without the
// header, over HTTP, by a signed-in caller; the document marks the header required exactly where the server refuses.
import { signIn, signUpStaff } from '../test/kyc-requests';
import { registerLearner } from '../test/checkout-helpers';
import { setUpTestPlatform } from '../test/test-platform';

jest.setTimeout(60_000);

const platform = setUpTestPlatform();

/** A value for each path parameter of the document's write operations; a new parameter needs one here. */
const SAMPLES: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  kind: 'front',
  gateway: 'test',
  slug: 'cyber-security',
  reference: 'SR-22222222',
};

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, unknown> };
}

const REFUSED = 'The Idempotency-Key header is required.';

test('every write operation declares Idempotency-Key required exactly where the server refuses a write without it', async () => {
  const document = (await (await platform.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const learner = await registerLearner(platform, 'not_submitted');
  const staffEmail = `idempotency-staff-${Date.now()}@example.com`;
  await signUpStaff(platform, staffEmail);
  const found: { operation: string; declared: boolean; refused: boolean }[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (method === 'get') continue;
      const path = template.replace(/^\/api\/v1/, '').replace(/\{([^}]+)\}/g, (_, name: string) => {
        if (!(name in SAMPLES)) throw new Error(`No sample value for {${name}} of ${template}`);
        return SAMPLES[name]!;
      });
      // A sign-in of its own: sign-out, closing or a password change must not end the next operation's session.
      const token = await signIn(platform, path.startsWith('/staff/') ? staffEmail : learner.email);
      const answer = await platform.request(path, {
        method: method.toUpperCase(),
        redirect: 'manual',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': Object.keys(operation.requestBody?.content ?? { 'application/json': {} })[0]!,
        },
        body: '{}',
      });
      const detail = answer.headers.get('content-type')?.includes('json')
        ? ((await answer.clone().json()) as { detail?: string }).detail
        : undefined;
      const header = operation.parameters?.find((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
      found.push({
        operation: `${method.toUpperCase()} ${path}`,
        declared: header?.required === true,
        refused: answer.status === 400 && detail === REFUSED,
      });
    }
  }
  expect(found.filter(({ declared, refused }) => declared !== refused)).toEqual([]);
  // The ones that move money or start a review refuse; the check above is not vacuous.
  expect(found.filter(({ refused }) => refused).map(({ operation }) => operation)).toEqual(
    expect.arrayContaining([
      'POST /orders',
      `POST /orders/${SAMPLES.id}/payments`,
      'POST /kyc/submissions',
      'POST /me/withdrawals',
    ]),
  );
});
