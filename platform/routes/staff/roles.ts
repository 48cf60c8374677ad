// Admins grant and withdraw the staff and admin roles. Every call checks the admin role in the database
// (requireAdmin), and the change checks it again under a lock (services/auth/staff-role.ts); each change is audited.
import { createRoute, z } from '@hono/zod-openapi';
import { roleChangeRequestSchema, roleChangeSchema, roleHolderSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { callerScope } from '../caller-scope';
import { idempotency, idempotencyKeyHeaders } from '../../http/idempotency';
import { json, jsonBody, problem } from '../../http/openapi';
import { requireAdmin } from '../../services/auth/require-staff';
import { changeRole, listRoleHolders } from '../../services/auth/staff-role';
import { bearer } from '../auth/schemas';
import { staffOnly } from './staff-route';

const RoleHolderDoc = roleHolderSchema.meta({
  id: 'RoleHolder',
  description: 'An account holding the staff or admin role.',
});
const RoleHolderListDoc = z.object({ items: z.array(RoleHolderDoc) }).meta({ id: 'RoleHolderList' });
const RoleChangeDoc = roleChangeSchema.meta({
  id: 'RoleChange',
  description: 'The account’s role after the change, the one before, and whether anything changed.',
});
const PRIVATE = { 'cache-control': 'private, no-store' };
const adminOnly = { ...staffOnly, 403: problem('Not an administrator') };

// GET /api/v1/staff/roles – everyone holding a role, admins first
const listRoute = createRoute({
  method: 'get',
  path: '/staff/roles',
  operationId: 'listRoleHolders',
  summary: 'Everyone holding the staff or admin role, admins first (admins only)',
  tags: ['staff'],
  security: bearer,
  responses: { 200: json(RoleHolderListDoc, 'The role holders'), ...adminOnly },
});

// POST /api/v1/staff/roles – give an account a role (learner withdraws it)
const changeRoute = createRoute({
  method: 'post',
  path: '/staff/roles',
  operationId: 'changeRole',
  summary: 'Give a registered account the staff or admin role, or take it back (role learner); admins only, audited',
  tags: ['staff'],
  security: bearer,
  request: { headers: idempotencyKeyHeaders({ required: false }), body: jsonBody(roleChangeRequestSchema) },
  responses: {
    200: json(RoleChangeDoc, 'Changed, or already so (changed: false)'),
    400: problem('Malformed Idempotency-Key'),
    ...adminOnly,
    403: problem('Not an administrator, or the caller’s own account (nobody changes their own role)'),
    409: problem('The last administrator (another admin first), or the same Idempotency-Key is still being handled'),
    422: problem('Invalid field: no account with that address, an unknown role, or an Idempotency-Key reused'),
  },
});

export function roleRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openapi(listRoute, async (c) => {
    await requireAdmin(deps, c.req.header('authorization'));
    return c.json({ items: await listRoleHolders(deps.db) }, 200, PRIVATE);
  });

  app.use('/staff/roles', idempotency(deps, { scope: callerScope(deps, 'POST /staff/roles') }));
  app.openapi(changeRoute, async (c) => {
    const admin = await requireAdmin(deps, c.req.header('authorization'), c.req.raw.headers);
    const change = await changeRole(deps.db, admin.actor, c.req.valid('json'), deps.now());
    const { accountId, email, fullName, role, before, changed } = change;
    return c.json({ accountId, email, fullName, role, previousRole: before, changed }, 200, PRIVATE);
  });
}
