// The catalogue editor's intakes, for administrators only: create, read, save (applied at once, based on the version
// read: an older one is a 409 naming what changed), cancel and delete. Every write is audited and takes an optional
// Idempotency-Key; see services/catalogue-editing/intakes.ts for what learners keep.
import { createRoute, z } from '@hono/zod-openapi';
import { editableIntakeSchema, intakeContentSchema, saveIntakeSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { callerScope } from '../caller-scope';
import { idempotency } from '../../http/idempotency';
import { created, json, jsonBody, problem } from '../../http/openapi';
import * as intakeEditing from '../../services/catalogue-editing/intakes';
import { cancelIntakeAndTellLearners } from '../../services/catalogue-editing/intake-cancelled-mail';
import { bearer } from '../auth/schemas';
import { slugParams } from '../catalogue/schemas';
import { PRIVATE, adminOf, adminOnly, ChangeDoc, keyed, stepRoute, type Step } from './catalogue-route-parts';

const BASE = '/staff/catalogue/intakes';
const writeAnswers = {
  400: problem('Malformed slug or Idempotency-Key'),
  ...adminOnly,
  404: problem('No intake with that slug'),
  409: problem(
    'Based on an older version (`errors` names each field changed since), or refused by what learners hold: ' +
      'a name or date of an intake orders name, a cancelled intake, deleting one with orders or paid learners',
  ),
  422: problem('Invalid field (`errors` names it), or an Idempotency-Key reused with another body'),
};

const readRoute = createRoute({
  method: 'get',
  path: `${BASE}/{slug}`,
  operationId: 'getEditableIntake',
  summary: 'One intake as the editor opens it: content, version, seats taken, paid learners (admins only)',
  tags: ['staff'],
  security: bearer,
  request: { params: slugParams },
  responses: {
    200: json(editableIntakeSchema.meta({ id: 'EditableIntake' }), 'The intake'),
    400: problem('Malformed slug'),
    ...adminOnly,
    404: problem('No intake with that slug'),
  },
});

const createIntakeRoute = createRoute({
  method: 'post',
  path: BASE,
  operationId: 'createIntake',
  summary: 'A new intake; open for orders at once when `open` (admins only, audited)',
  tags: ['staff'],
  security: bearer,
  request: { ...keyed, body: jsonBody(z.object({ content: intakeContentSchema.meta({ id: 'IntakeContent' }) })) },
  responses: {
    201: created(ChangeDoc, 'Created', `GET ${BASE}/{slug}`),
    400: problem('Malformed Idempotency-Key'),
    ...adminOnly,
    409: problem('The same Idempotency-Key is still being handled'),
    422: problem('Invalid field (`errors` names it; a slug already taken is one), or an Idempotency-Key reused'),
  },
});

const saveRoute = createRoute({
  method: 'post',
  path: `${BASE}/{slug}/save`,
  operationId: 'saveIntake',
  summary: 'Save the intake, based on the version read; applies at once (admins only, audited)',
  tags: ['staff'],
  security: bearer,
  request: { ...keyed, params: slugParams, body: jsonBody(saveIntakeSchema.meta({ id: 'IntakeSave' })) },
  responses: { 200: json(ChangeDoc, 'Saved as the next version; revalidate the tags named'), ...writeAnswers },
});

/** The steps, given the platform: a cancellation mails the learners who paid once it is saved. */
const actions = (deps: PlatformDeps) =>
  ({
    cancel: {
      operationId: 'cancelIntake',
      summary:
        'Cancel the intake for good: unpaid orders cancelled; each paid learner’s payment recorded as owed back in ' +
        'full and their enrolment ended; each is e-mailed what is owed back, once (admins only, audited)',
      run: (db, ...step) => cancelIntakeAndTellLearners({ ...deps, db }, ...step),
    },
    delete: {
      operationId: 'deleteIntake',
      summary: 'Delete an intake no order or application names; one with paid learners is a 409 (admins only, audited)',
      run: intakeEditing.deleteIntake,
    },
  }) satisfies Record<string, { operationId: string; summary: string; run: Step }>;

export function intakeEditorRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  const admin = adminOf(deps);

  app.openapi(readRoute, async (c) => {
    await admin(c);
    return c.json(await intakeEditing.readEditableIntake(deps.db, c.req.valid('param').slug, deps.now()), 200, PRIVATE);
  });

  app.use(BASE, idempotency(deps, { scope: callerScope(deps, `POST ${BASE}`) }));
  // A key belongs to one intake's one step: the same key and body sent to another slug is not a replay.
  const byPath = idempotency(deps, { scope: (c) => callerScope(deps, `POST ${c.req.path}`)(c) });
  for (const step of ['save', 'cancel', 'delete']) app.use(`${BASE}/:slug/${step}`, byPath);

  app.openapi(createIntakeRoute, async (c) => {
    const who = await admin(c);
    const change = await intakeEditing.createIntake(deps.db, who.actor, c.req.valid('json').content, deps.now());
    return c.json(change, 201, { ...PRIVATE, location: `/api/v1${BASE}/${change.slug}` });
  });

  app.openapi(saveRoute, async (c) => {
    const who = await admin(c);
    const { slug } = c.req.valid('param');
    return c.json(
      await intakeEditing.saveIntake(deps.db, who.actor, slug, c.req.valid('json'), deps.now()),
      200,
      PRIVATE,
    );
  });

  for (const [action, doc] of Object.entries(actions(deps)))
    stepRoute(app, deps, { base: BASE, action, ...doc, answers: writeAnswers });
}
