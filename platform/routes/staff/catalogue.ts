// The catalogue editor's API, for administrators only: programmes and instructors are created unpublished, edited as
// drafts (each save names the version it was based on: an older one is a 409 naming what changed), published and
// unpublished. Every write is audited in its own transaction and takes an optional Idempotency-Key.
import { createRoute, z } from '@hono/zod-openapi';
import {
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
  saveInstructorDraftSchema,
  saveProgrammeDraftSchema,
} from '@/contract';
import type { CatalogueChange } from '@/contract';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../services/staff/audit-log';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { callerScope } from '../caller-scope';
import { idempotency } from '../../http/idempotency';
import { created, json, jsonBody, problem } from '../../http/openapi';
import { requireAdmin } from '../../services/auth/require-staff';
import * as instructorEditing from '../../services/catalogue-editing/instructors';
import * as intakeEditing from '../../services/catalogue-editing/intakes';
import * as pageEditing from '../../services/catalogue-editing/pages';
import * as programmeEditing from '../../services/catalogue-editing/programmes';
import { bearer } from '../auth/schemas';
import { slugParams } from '../catalogue/schemas';
import { intakeEditorRoutes } from './catalogue-intakes';
import { cataloguePreviewRoutes } from './catalogue-previews';
import { instructorPhotoRoutes } from './catalogue-photo';
import { PRIVATE, adminOf, adminOnly, ChangeDoc, keyed, stepRoute } from './catalogue-route-parts';
import type { Step } from './catalogue-route-parts';

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
  summary:
    'Every programme, instructor, intake, site page and FAQ question, published or not, with their versions and drafts (admins only)',
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
    /** Absent for pages: the site has a fixed set of them. */
    create?: (db: Database, actor: AuditActor, content: z.output<Content>, at: Date) => Promise<CatalogueChange>;
    saveDraft: (
      db: Database,
      actor: AuditActor,
      slug: string,
      body: z.output<Save>,
      at: Date,
    ) => Promise<CatalogueChange>;
    publish: Step;
    unpublish?: Step;
    /** Only questions: removed from the site at once (audited with what it said). */
    remove?: Step;
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
    const who = await adminOf(deps)(c);
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
  const admin = adminOf(deps);

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

  const { create, publish, unpublish, remove } = kind.service;
  // The steps after a draft the kind has, each its own `POST {base}/{slug}/{action}` taking the version read.
  const steps = [
    {
      action: 'publish',
      summary:
        `Publish the ${name}’s draft (or the ${name} itself)` +
        (unpublish ? '; a changed slug leaves the old address answering 308' : '') +
        (kind.rule ?? ''),
      run: publish,
    },
    {
      action: 'unpublish',
      summary: `Take the ${name} off the public site; learners already enrolled keep what they have`,
      run: unpublish,
    },
    {
      action: 'remove',
      summary: `Remove the ${name} from the site at once, at the version read (admins only, audited)`,
      run: remove,
    },
  ].filter((step): step is { action: string; summary: string; run: Step } => step.run !== undefined);
  // A key belongs to one entry's one step: the same key and body sent to another slug is not a replay.
  const byPath = idempotency(deps, { scope: (c) => callerScope(deps, `POST ${c.req.path}`)(c) });
  for (const action of ['draft', ...steps.map((step) => step.action)]) app.use(`${base}/:slug/${action}`, byPath);
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

  for (const step of steps)
    stepRoute(app, deps, { ...step, base, operationId: `${step.action}${title}`, answers: writeAnswers });
}

/** One kind of entry: its schemas, named in the OpenAPI document after the kind, and the service that edits it. */
function entryKind<C extends z.ZodType, E extends z.ZodType, S extends z.ZodType>(
  plural: Kind<C, E, S>['plural'],
  name: string,
  schemas: { content: C; editable: E; save: S },
  service: Kind<C, E, S>['service'],
  rule?: string,
): Kind<C, E, S> {
  const title = name.charAt(0).toUpperCase() + name.slice(1);
  const content = schemas.content.meta({ id: `${title}Content` });
  const editable = schemas.editable.meta({ id: `Editable${title}` });
  return { plural, name, rule, content, editable, save: schemas.save.meta({ id: `${title}Draft` }), service };
}

const programmes = entryKind(
  'programmes',
  'programme',
  { content: programmeContentSchema, editable: editableProgrammeSchema, save: saveProgrammeDraftSchema },
  {
    read: programmeEditing.readEditableProgramme,
    create: programmeEditing.createProgramme,
    saveDraft: programmeEditing.saveProgrammeDraft,
    publish: programmeEditing.publishProgramme,
    unpublish: programmeEditing.unpublishProgramme,
  },
);

const instructors = entryKind(
  'instructors',
  'instructor',
  { content: instructorContentSchema, editable: editableInstructorSchema, save: saveInstructorDraftSchema },
  {
    read: instructorEditing.readEditableInstructor,
    create: instructorEditing.createInstructor,
    saveDraft: instructorEditing.saveInstructorDraft,
    publish: instructorEditing.publishInstructor,
    unpublish: instructorEditing.unpublishInstructor,
  },
);

// Pages are edited where they are (no create or unpublish); questions are added (unpublished) and removed.
const pages = entryKind(
  'pages',
  'page',
  { content: pageContentSchema, editable: editablePageSchema, save: savePageDraftSchema },
  { read: pageEditing.readEditablePage, saveDraft: pageEditing.savePageDraft, publish: pageEditing.publishPage },
  '; the terms keep a `refunds` section with text in English and Urdu (the checkout’s refund rules), else 422',
);

const faq = entryKind(
  'faq',
  'faq',
  { content: faqContentSchema, editable: editableFaqSchema, save: saveFaqDraftSchema },
  {
    read: pageEditing.readEditableFaq,
    create: pageEditing.createFaq,
    saveDraft: pageEditing.saveFaqDraft,
    publish: pageEditing.publishFaq,
    remove: pageEditing.removeFaq,
  },
);

export function catalogueEditorRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  app.openapi(overviewRoute, async (c) => {
    await requireAdmin(deps, c.req.header('authorization'));
    const [programmeEntries, instructorEntries, intakes, pageEntries, faqEntries] = await Promise.all([
      programmeEditing.listProgrammeEntries(deps.db),
      instructorEditing.listInstructorEntries(deps.db),
      intakeEditing.listIntakeEntries(deps.db, deps.now()),
      pageEditing.listPageEntries(deps.db),
      pageEditing.listFaqEntries(deps.db),
    ]);
    return c.json(
      {
        programmes: programmeEntries,
        instructors: instructorEntries,
        intakes,
        pages: pageEntries,
        faq: faqEntries,
      },
      200,
      PRIVATE,
    );
  });
  entryRoutes(app, deps, programmes);
  entryRoutes(app, deps, instructors);
  entryRoutes(app, deps, pages);
  entryRoutes(app, deps, faq);
  instructorPhotoRoutes(app, deps);
  intakeEditorRoutes(app, deps);
  cataloguePreviewRoutes(app, deps);
}
