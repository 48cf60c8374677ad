// What every catalogue editor route shares: admins only, private answers, the change a write answers with, and the
// step route (publish, unpublish, cancel, delete…) that takes the version it was based on and nothing else.
import { createRoute } from '@hono/zod-openapi';
import { catalogueChangeSchema, publishRequestSchema } from '@/contract';
import type { CatalogueChange } from '@/contract';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../services/staff/audit-log';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { idempotencyKeyHeaders } from '../../http/idempotency';
import { json, jsonBody, problem } from '../../http/openapi';
import { requireAdmin } from '../../services/auth/require-staff';
import { bearer } from '../auth/schemas';
import { slugParams } from '../catalogue/schemas';
import { staffOnly } from './staff-route';

export const PRIVATE = { 'cache-control': 'private, no-store' };
export const adminOnly = { ...staffOnly, 403: problem('Not an administrator') };
export const ChangeDoc = catalogueChangeSchema.meta({
  id: 'CatalogueChange',
  description: 'The entry’s slug and version after the write; `revalidate` lists the cache tags to revalidate.',
});
/** Every write takes an optional Idempotency-Key. */
export const keyed = { headers: idempotencyKeyHeaders({ required: false }) };

/** The administrator making the request, or the 401/403 problem. */
export const adminOf =
  (deps: PlatformDeps) => (c: { req: { header: (name: string) => string | undefined; raw: Request } }) =>
    requireAdmin(deps, c.req.header('authorization'), c.req.raw.headers);

/** A step that takes the version it was based on: publish, unpublish, cancel, delete. */
export type Step = (
  db: Database,
  actor: AuditActor,
  slug: string,
  version: number,
  at: Date,
) => Promise<CatalogueChange>;

/** POST {base}/{slug}/{action} with `{ version }`: one step in an entry's life, audited by the service. */
export function stepRoute(
  app: PlatformRouter,
  deps: PlatformDeps,
  step: { base: string; action: string; operationId: string; summary: string; answers: object; run: Step },
): void {
  const route = createRoute({
    method: 'post',
    path: `${step.base}/{slug}/${step.action}`,
    operationId: step.operationId,
    summary: step.summary,
    tags: ['staff'],
    security: bearer,
    request: { ...keyed, params: slugParams, body: jsonBody(publishRequestSchema) },
    responses: { 200: json(ChangeDoc, 'Done; revalidate the tags named'), ...step.answers },
  });
  const admin = adminOf(deps);
  app.openapi(route, async (c) => {
    const who = await admin(c);
    const { slug } = c.req.valid('param');
    return c.json(await step.run(deps.db, who.actor, slug, c.req.valid('json').version, deps.now()), 200, PRIVATE);
  });
}
