// POST /api/v1/staff/catalogue/instructors/{slug}/photo – an instructor's portrait, for administrators: the same pipeline
// and limits as identity photos (content sniffed, re-encoded without metadata, 10 MB), replacing the old one at once.
import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { json, problem } from '../../http/openapi';
import { requireAdmin } from '../../services/auth/require-staff';
import { replaceInstructorPhoto } from '../../services/catalogue-editing/instructors';
import { acceptImage } from '../../services/images/accept-image';
import { storageOf } from '../../services/storage/storage-of';
import { slugParams } from '../catalogue/schemas';
import { photoBody } from '../kyc/schemas';
import { bearer } from '../auth/schemas';
import { staffOnly } from './staff-route';

const PHOTO_RULES = { field: 'photo', label: 'the instructor' };

const PhotoAnswerDoc = z
  .object({ slug: z.string(), hasPhoto: z.literal(true) })
  .meta({ id: 'InstructorPhotoReplaced', description: 'The portrait was stored; the public page shows it now.' });

const photoRoute = createRoute({
  method: 'post',
  path: '/staff/catalogue/instructors/{slug}/photo',
  operationId: 'replaceInstructorPhoto',
  summary: 'Replace an instructor’s portrait (admins only, audited); checked and re-encoded as identity photos are',
  tags: ['staff'],
  security: bearer,
  request: { params: slugParams, body: photoBody },
  responses: {
    200: json(PhotoAnswerDoc, 'Stored'),
    400: problem('Malformed slug'),
    ...staffOnly,
    403: problem('Not an administrator'),
    404: problem('No instructor with that slug'),
    408: problem('The body arrived slower than the minimum rate and was cut; `errors.photo` says so'),
    413: problem('Larger than 10 MB; `errors.photo` says so'),
    415: problem('Not a JPEG, PNG or WebP photo; `errors.photo` says so'),
    422: problem('Unreadable, too many pixels, too small, too dark or too blurry; `errors.photo` says so'),
    429: problem('Already sending two photos'),
    503: problem('Too many photos being processed; Retry-After says when to try again'),
  },
});

export function instructorPhotoRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openapi(photoRoute, async (c) => {
    const admin = await requireAdmin(deps, c.req.header('authorization'), c.req.raw.headers);
    const { slug } = c.req.valid('param');
    const accepted = await acceptImage(deps, c.req.raw, PHOTO_RULES, admin.account.id);
    try {
      const { previousKey } = await replaceInstructorPhoto(deps.db, admin.actor, slug, accepted.key, deps.now());
      if (previousKey) await storageOf(deps).delete([previousKey]);
    } catch (error) {
      await storageOf(deps).delete([accepted.key]);
      throw error;
    }
    return c.json({ slug, hasPhoto: true as const }, 200, { 'cache-control': 'private, no-store' });
  });
}
