// Sign-up endpoints: register (one answer whether or not the address is taken), then confirm the code.
import { createRoute } from '@hono/zod-openapi';
import { REGISTRATION_ACCEPTED_MESSAGE, registrationConfirmSchema, registerRequestSchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { created, json, jsonBody, problem } from '../../http/openapi';
import { clientAddress } from '../../http/rate-limit';
import { confirmRegistration, register } from '../../services/auth/registration';
import { authSettings } from '../../services/auth/settings';
import { AuthDataDoc, RegistrationAcceptedDoc } from './schemas';

// POST /api/v1/auth/register – e-mail a 6-digit code to confirm the address (or say it has an account)
const registerRoute = createRoute({
  method: 'post',
  path: '/auth/register',
  operationId: 'register',
  summary: 'E-mail a 6-digit code to confirm the address (or say it has an account)',
  tags: ['auth'],
  security: [],
  request: { body: jsonBody(registerRequestSchema) },
  responses: {
    202: json(
      RegistrationAcceptedDoc,
      'A message is on its way to the address: a code, or a note that it has an account; the confirmation needs the registration_id',
    ),
    422: problem('Invalid field (a weak password names why)'),
    429: problem('Too many sign-ups; see Retry-After'),
  },
});

// POST /api/v1/auth/register/confirm – the code from the e-mail, with its sign-up's id, creates the account and signs it in
const confirmRoute = createRoute({
  method: 'post',
  path: '/auth/register/confirm',
  operationId: 'confirmRegistration',
  summary: 'The code from the e-mail creates the account and signs it in',
  tags: ['auth'],
  security: [],
  request: { body: jsonBody(registrationConfirmSchema) },
  responses: {
    201: created(
      AuthDataDoc,
      'Account created with a confirmed address, and signed in',
      'the signed-in account (GET /auth/me)',
    ),
    422: problem(
      'Invalid input, or a wrong, used or expired code (a code fits only the registration_id it was sent for)',
    ),
    429: problem('Too many attempts; see Retry-After'),
  },
});

export function registrationRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  const address = (headers: Headers) => clientAddress(headers, authSettings(deps));

  app.openapi(registerRoute, async (c) => {
    const registrationId = await register(deps, c.req.valid('json'), address(c.req.raw.headers));
    return c.json({ message: REGISTRATION_ACCEPTED_MESSAGE, registration_id: registrationId }, 202);
  });

  app.openapi(confirmRoute, async (c) =>
    c.json(
      await confirmRegistration(deps, c.req.valid('json'), address(c.req.raw.headers), c.req.header('user-agent')),
      201,
      { Location: '/api/v1/auth/me' },
    ),
  );
}
