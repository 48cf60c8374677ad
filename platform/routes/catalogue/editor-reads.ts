// Public reads the catalogue editor brings: an instructor's portrait, and where a renamed entry's old slug now leads
// (the public page answers 308 to it).
import { createRoute } from '@hono/zod-openapi';
import { redirectKindSchema, slugRedirectSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { SHARED_READ_CACHE_CONTROL } from '../../http/cache-control';
import { notFound } from '../../domain-errors';
import { json } from '../../http/openapi';
import { instructorPhotoKey } from '../../services/catalogue-editing/instructors';
import { findRedirect } from '../../services/catalogue-editing/redirects';
import { storageOf } from '../../services/storage/storage-of';
import { jpegAnswer } from '../kyc/schemas';
import { problems, slugParams } from './schemas';

const SlugRedirectDoc = slugRedirectSchema.meta({
  id: 'SlugRedirect',
  description: 'The slug a renamed programme or instructor has now.',
});

const photoRoute = createRoute({
  method: 'get',
  path: '/instructors/{slug}/photo',
  operationId: 'getInstructorPhoto',
  tags: ['catalogue'],
  security: [],
  summary: 'A published instructor’s portrait (re-encoded JPEG without metadata)',
  request: { params: slugParams },
  responses: { 200: jpegAnswer('The portrait'), 400: problems[400], 404: problems[404] },
});

const redirectRoute = createRoute({
  method: 'get',
  path: '/catalogue-redirects/{kind}/{slug}',
  operationId: 'getSlugRedirect',
  tags: ['catalogue'],
  security: [],
  summary: 'Where an old slug of a renamed programme or instructor leads now',
  request: { params: slugParams.extend({ kind: redirectKindSchema }) },
  responses: {
    200: json(SlugRedirectDoc, 'The current slug'),
    400: problems[400],
    404: problem404(),
  },
});

function problem404() {
  return { ...problems[404], description: 'No entry of that kind ever had that slug.' };
}

export function editorReadRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // GET /api/v1/instructors/{slug}/photo – the portrait of a published instructor
  app.openapi(photoRoute, async (c) => {
    const key = await instructorPhotoKey(deps.db, c.req.valid('param').slug);
    const blob = await storageOf(deps).get(key);
    if (!blob) throw notFound('The photo is no longer stored.');
    return c.body(new Uint8Array(blob.bytes), 200, {
      'content-type': blob.contentType,
      'cache-control': SHARED_READ_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    });
  });

  // GET /api/v1/catalogue-redirects/{kind}/{slug} – the current slug of a renamed entry
  app.openapi(redirectRoute, async (c) => {
    const { kind, slug } = c.req.valid('param');
    return c.json(await findRedirect(deps.db, kind, slug), 200, { 'cache-control': 'no-store' });
  });
}
