// The catalogue editor's API, for administrators only: programmes and instructors are created unpublished, edited as
// drafts (each save names the version it was based on: an older one is a 409 naming what changed), published and
// unpublished. Every write is audited in its own transaction and takes an optional Idempotency-Key.
import { createRoute, z } from '@hono/zod-openapi';
import {
  catalogueChangeSchema,
  catalogueOverviewSchema,
  editableFaqSchema,
  editableInstructorSchema,
  editablePageSchema,
  editableProgrammeSchema,
  faqContentSchema,
  pageContentSchema,
  saveFaqDraftSchema,
  savePageDraftSchema,
  instructorContentSchema,
  programmeContentSchema,
  publishRequestSchema,
  saveInstructorDraftSchema,
  saveProgrammeDraftSchema,
} from '@/contract';
import type { CatalogueChange } from '@/contract';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../services/staff/audit-log';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { callerScope } from '../caller-scope';
import { idempotency, idempotencyKeyHeaders } from '../../http/idempotency';
import { created, json, jsonBody, problem } from '../../http/openapi';
import { requireAdmin } from '../../services/auth/require-staff';
import * as instructorEditing from '../../services/catalogue-editing/instructors';
import * as intakeEditing from '../../services/catalogue-editing/intakes';
import * as pageEditing from '../../services/catalogue-editing/pages';
import * as programmeEditing from '../../services/catalogue-editing/programmes';
import { bearer } from '../auth/schemas';
import { slugParams } from '../catalogue/schemas';
import { intakeEditorRoutes } from './catalogue-intakes';
import { instructorPhotoRoutes } from './catalogue-photo';
import { staffOnly } from './staff-route';

const PRIVATE = { 'cache-control': 'private, no-store' };
const adminOnly = { ...staffOnly, 403: problem('Not an administrator') };
const ChangeDoc = catalogueChangeSchema.meta({
  id: 'CatalogueChange',
  description: 'The entry’s slug and version after the write; `revalidate` lists the cache tags to revalidate.',
});
const writeAnswers = {
  400: problem('Malformed slug or Idempotency-Key'),
  ...adminOnly,
  404: problem('No entry with that slug'),
  409: problem(
    'Based on an older version (`errors` names each field changed since, with who and what it reads now), or a conflict with the entry’s state',
  ),
  422: problem('Invalid field (`errors` names it), or an Idempotency-Key reused with another body'),
};

const overviewRoute = createRoute({
  method: 'get',
  path: '/staff/catalogue',
  operationId: 'getCatalogueOverview',
  summary: 'Every programme, instructor and intake, published or not, with their versions and drafts (admins only)',
  tags: ['staff'],
  security: bearer,
  responses: { 200: json(catalogueOverviewSchema.meta({ id: 'CatalogueOverview' }), 'The entries'), ...adminOnly },
});

interface Kind<Content extends z.ZodType, Editable extends z.ZodType, Save extends z.ZodType> {
  plural: 'programmes' | 'instructors' | 'pages' | 'faq';
  name: string;
  /** A rule the kind's saves and publishes keep beyond the content's schema, said in the document. */
  rule?: string;
  content: Content;
  editable: Editable;
  save: Save;
  service: {
    read: (db: Database, slug: string) => Promise<z.output<Editable>>;
    /** Absent for pages and FAQ questions: they are edited where they are. */
    create?: (db: Database, actor: AuditActor, content: z.output<Content>, at: Date) => Promise<CatalogueChange>;
    saveDraft: (
      db: Database,
      actor: AuditActor,
      slug: string,
      body: z.output<Save>,
      at: Date,
    ) => Promise<CatalogueChange>;
    publish: (db: Database, actor: AuditActor, slug: string, version: number, at: Date) => Promise<CatalogueChange>;
    unpublish?: (db: Database, actor: AuditActor, slug: string, version: number, at: Date) => Promise<CatalogueChange>;
  };
}

/** POST /staff/catalogue/{plural}: a new entry, unpublished. */
function createRoutes<C extends z.ZodType, E extends z.ZodType, S extends z.ZodType>(
  app: PlatformRouter,
  deps: PlatformDeps,
  kind: Kind<C, E, S>,
  create: NonNullable<Kind<C, E, S>['service']['create']>,
) {
  const { plural, name } = kind;
  const base = `/staff/catalogue/${plural}`;
  const title = name.charAt(0).toUpperCase() + name.slice(1);
  const keyed = { headers: idempotencyKeyHeaders({ required: false }) };
  app.use(`${base}`, idempotency(deps, { scope: callerScope(deps, `POST ${base}`) }));
  const createRoute_ = createRoute({
    method: 'post',
    path: base,
    operationId: `create${title}`,
    summary: `A new ${name}, unpublished until published (admins only, audited)`,
    tags: ['staff'],
    security: bearer,
    request: { ...keyed, body: jsonBody(z.object({ content: kind.content })) },
    responses: {
      201: created(ChangeDoc, 'Created, unpublished', `GET ${base}/{slug}`),
      400: problem('Malformed Idempotency-Key'),
      ...adminOnly,
      409: problem('The same Idempotency-Key is still being handled'),
      422: problem('Invalid field (`errors` names it; a slug already taken is one), or an Idempotency-Key reused'),
    },
  });
  app.openapi(createRoute_, async (c) => {
    const who = await requireAdmin(deps, c.req.header('authorization'), c.req.raw.headers);
    const { content } = c.req.valid('json') as { content: z.output<C> };
    const change = await create(deps.db, who.actor, content, deps.now());
    return c.json(change, 201, { ...PRIVATE, location: `/api/v1${base}/${change.slug}` });
  });
}

/** The same endpoints for each kind of entry (read, draft and publish; create and unpublish where it has them). */
function entryRoutes<C extends z.ZodType, E extends z.ZodType, S extends z.ZodType>(
  app: PlatformRouter,
  deps: PlatformDeps,
  kind: Kind<C, E, S>,
) {
  const { plural, name } = kind;
  const base = `/staff/catalogue/${plural}`;
  const title = name.charAt(0).toUpperCase() + name.slice(1);
  const admin = (c: { req: { header: (name: string) => string | undefined; raw: Request } }) =>
    requireAdmin(deps, c.req.header('authorization'), c.req.raw.headers);
  const keyed = { headers: idempotencyKeyHeaders({ required: false }) };

  const readRoute = createRoute({
    method: 'get',
    path: `${base}/{slug}`,
    operationId: `getEditable${title}`,
    summary: `One ${name} as the editor opens it: published content, the waiting draft, the version (admins only)`,
    tags: ['staff'],
    security: bearer,
    request: { params: slugParams },
    responses: {
      200: json(kind.editable, `The ${name}`),
      400: problem('Malformed slug'),
      ...adminOnly,
      404: problem(`No ${name} with that slug`),
    },
  });
  app.openapi(readRoute, async (c) => {
    await admin(c);
    return c.json(await kind.service.read(deps.db, c.req.valid('param').slug), 200, PRIVATE);
  });

  const { create, unpublish } = kind.service;
  // A key belongs to one entry's one step: the same key and body sent to another slug is not a replay.
  const byPath = idempotency(deps, { scope: (c) => callerScope(deps, `POST ${c.req.path}`)(c) });
  for (const step of ['draft', 'publish', ...(unpublish ? ['unpublish'] : [])])
    app.use(`${base}/:slug/${step}`, byPath);
  if (create) createRoutes(app, deps, kind, create);

  const draftRoute = createRoute({
    method: 'post',
    path: `${base}/{slug}/draft`,
    operationId: `save${title}Draft`,
    summary: `Save a draft of the ${name}, based on the version read (admins only, audited)${kind.rule ?? ''}`,
    tags: ['staff'],
    security: bearer,
    request: { ...keyed, params: slugParams, body: jsonBody(kind.save) },
    responses: {
      200: json(ChangeDoc, 'Saved as the next version; the public still sees what was published'),
      ...writeAnswers,
    },
  });
  app.openapi(draftRoute, async (c) => {
    const who = await admin(c);
    // Validated by the route; its generic body type is beyond what Hono's inference follows.
    const valid = c.req.valid.bind(c.req) as unknown as (target: 'json' | 'param') => unknown;
    const { slug } = valid('param') as { slug: string };
    const body = valid('json') as z.output<S>;
    return c.json(await kind.service.saveDraft(deps.db, who.actor, slug, body, deps.now()), 200, PRIVATE);
  });

  for (const action of unpublish ? (['publish', 'unpublish'] as const) : (['publish'] as const)) {
    const route = createRoute({
      method: 'post',
      path: `${base}/{slug}/${action}`,
      operationId: `${action}${title}`,
      summary:
        action === 'publish'
          ? `Publish the ${name}’s draft (or the ${name} itself)` +
            (create ? '; a changed slug leaves the old address answering 308' : '') +
            (kind.rule ?? '')
          : `Take the ${name} off the public site; learners already enrolled keep what they have`,
      tags: ['staff'],
      security: bearer,
      request: { ...keyed, params: slugParams, body: jsonBody(publishRequestSchema) },
      responses: { 200: json(ChangeDoc, 'Done; revalidate the tags named'), ...writeAnswers },
    });
    app.openapi(route, async (c) => {
      const who = await admin(c);
      const { slug } = c.req.valid('param');
      const { version } = c.req.valid('json');
      const run = action === 'publish' ? kind.service.publish : unpublish!;
      return c.json(await run(deps.db, who.actor, slug, version, deps.now()), 200, PRIVATE);
    });
  }
}

export function catalogueEditorRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openapi(overviewRoute, async (c) => {
    await requireAdmin(deps, c.req.header('authorization'));
    const [programmes, instructors, intakes] = await Promise.all([
      programmeEditing.listProgrammeEntries(deps.db),
      instructorEditing.listInstructorEntries(deps.db),
      intakeEditing.listIntakeEntries(deps.db, deps.now()),
    ]);
    return c.json({ programmes, instructors, intakes }, 200, PRIVATE);
  });
  entryRoutes(app, deps, {
    plural: 'programmes',
    name: 'programme',
    content: programmeContentSchema.meta({ id: 'ProgrammeContent' }),
    editable: editableProgrammeSchema.meta({ id: 'EditableProgramme' }),
    save: saveProgrammeDraftSchema.meta({ id: 'ProgrammeDraft' }),
    service: {
      read: programmeEditing.readEditableProgramme,
      create: programmeEditing.createProgramme,
      saveDraft: programmeEditing.saveProgrammeDraft,
      publish: programmeEditing.publishProgramme,
      unpublish: programmeEditing.unpublishProgramme,
    },
  });
  entryRoutes(app, deps, {
    plural: 'instructors',
    name: 'instructor',
    content: instructorContentSchema.meta({ id: 'InstructorContent' }),
    editable: editableInstructorSchema.meta({ id: 'EditableInstructor' }),
    save: saveInstructorDraftSchema.meta({ id: 'InstructorDraft' }),
    service: {
      read: instructorEditing.readEditableInstructor,
      create: instructorEditing.createInstructor,
      saveDraft: instructorEditing.saveInstructorDraft,
      publish: instructorEditing.publishInstructor,
      unpublish: instructorEditing.unpublishInstructor,
    },
  });
  entryRoutes(app, deps, {
    plural: 'pages',
    name: 'page',
    rule: '; the terms keep a `refunds` section with text in English and Urdu (the checkout’s refund rules), else 422',
    content: pageContentSchema.meta({ id: 'PageContent' }),
    editable: editablePageSchema.meta({ id: 'EditablePage' }),
    save: savePageDraftSchema.meta({ id: 'PageDraft' }),
    service: {
      read: pageEditing.readEditablePage,
      saveDraft: pageEditing.savePageDraft,
      publish: pageEditing.publishPage,
    },
  });
  entryRoutes(app, deps, {
    plural: 'faq',
    name: 'faq',
    content: faqContentSchema.meta({ id: 'FaqContent' }),
    editable: editableFaqSchema.meta({ id: 'EditableFaq' }),
    save: saveFaqDraftSchema.meta({ id: 'FaqDraft' }),
    service: {
      read: pageEditing.readEditableFaq,
      saveDraft: pageEditing.saveFaqDraft,
      publish: pageEditing.publishFaq,
    },
  });
  instructorPhotoRoutes(app, deps);
  intakeEditorRoutes(app, deps);
}
