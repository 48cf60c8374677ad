// Every identity-verification endpoint is in the OpenAPI document with its answers.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { kycSubmissionRequestSchema } from '@/contract';
import { setUpTestPlatform } from '../../test/test-platform';

const platform = setUpTestPlatform({ seed: false });

type Operations = Record<
  string,
  Record<string, { responses: Record<string, { content?: Record<string, unknown> }>; security?: unknown[] }>
>;

test('openapi.json documents the learner and staff KYC endpoints, their statuses and the binary bodies', async () => {
  const { paths } = (await (await platform.request('/openapi.json')).json()) as { paths: Operations };
  const statuses = (path: string, method: string) =>
    Object.keys(paths[`/api/v1${path}`]?.[method]?.responses ?? {}).sort();
  expect(statuses('/kyc/photos/{kind}', 'post')).toEqual([
    '201',
    '400',
    '401',
    '403',
    '408',
    '413',
    '415',
    '422',
    '429',
    '503',
  ]);
  expect(statuses('/kyc/submissions', 'post')).toEqual([
    '201',
    '400',
    '401',
    '403',
    '409',
    '413',
    '415',
    '422',
    '429',
    '503',
  ]);
  expect(statuses('/kyc/status', 'get')).toEqual(['200', '401', '429', '503']);
  expect(statuses('/staff/kyc/submissions', 'get')).toEqual(['200', '400', '401', '403', '429', '503']);
  expect(statuses('/staff/kyc/submissions/{id}', 'get')).toEqual(['200', '400', '401', '403', '404', '429', '503']);
  expect(statuses('/staff/kyc/submissions/{id}/photos/{kind}', 'get')).toEqual([
    '200',
    '400',
    '401',
    '403',
    '404',
    '429',
    '503',
  ]);
  expect(statuses('/staff/kyc/submissions/{id}/decision', 'post')).toEqual([
    '200',
    '400',
    '401',
    '403',
    '404',
    '409',
    '413',
    '415',
    '422',
    '429',
    '503',
  ]);
  expect(
    Object.keys(paths['/api/v1/staff/kyc/submissions/{id}/photos/{kind}']?.get?.responses['200']?.content ?? {}),
  ).toEqual(['image/jpeg']);
  expect(paths['/api/v1/kyc/submissions']?.post?.security).toEqual([{ bearerAuth: [] }]);
});

// A client that validates against the document must take what the server takes, and null where null is sent.
test('the document lets a not-yet-submitted status and an Urdu legal name through, as the server does', async () => {
  const document = (await (await platform.request('/openapi.json')).json()) as object;
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi.json');
  const submission = ajv.compile({ $ref: 'openapi.json#/components/schemas/KycStatus/properties/submission' });
  expect(submission(null)).toBe(true);
  const legalName = ajv.compile({
    $ref: 'openapi.json#/components/schemas/KycSubmissionRequest/properties/legal_name',
  });
  expect(kycSubmissionRequestSchema.shape.legal_name.safeParse('عائشہ صدیقی').success).toBe(true);
  expect(legalName('عائشہ صدیقی')).toBe(true);
  expect(legalName('R2-D2')).toBe(false);
});
