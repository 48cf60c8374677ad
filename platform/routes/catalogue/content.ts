// FAQ, site-content and organisation endpoints.
import { createRoute } from '@hono/zod-openapi';
import { faqQuerySchema, localeQuerySchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { getOrganisation, getSiteContent, listFaq } from '../../services/catalogue/content';
import { PUBLIC_READ_CACHE_CONTROL } from '../../http/cache-control';
import { offeredPaymentMethodsSentence } from '../../services/payments/methods';
import { json } from '../../http/openapi';
import { FaqListDoc, keyParams, OrganisationDoc, problems, SiteContentDoc } from './schemas';

const faqRoute = createRoute({
  method: 'get',
  path: '/faq',
  operationId: 'listFaq',
  tags: ['content'],
  security: [],
  summary: 'Frequently asked questions, optionally of one topic',
  request: { query: faqQuerySchema },
  responses: { 200: json(FaqListDoc, 'Questions and answers'), 400: problems[400] },
});

const contentRoute = createRoute({
  method: 'get',
  path: '/content/{key}',
  operationId: 'getSiteContent',
  tags: ['content'],
  security: [],
  summary: 'A piece of site content (`about`, `home`, `learning-path`, `next-gen-scholar`, `privacy`, `terms`)',
  request: { params: keyParams, query: localeQuerySchema },
  responses: {
    200: json(SiteContentDoc, 'Title, plain-text paragraphs and headed sections'),
    400: problems[400],
    404: problems[404],
  },
});

const organisationRoute = createRoute({
  method: 'get',
  path: '/organisation',
  operationId: 'getOrganisation',
  tags: ['content'],
  security: [],
  summary: 'Who runs the site: legal entity, address, phone, e-mail and support hours',
  request: { query: localeQuerySchema },
  responses: { 200: json(OrganisationDoc, 'The organisation'), 400: problems[400], 404: problems[404] },
});

const PUBLIC = { 'cache-control': PUBLIC_READ_CACHE_CONTROL };

export function contentRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  // GET /api/v1/faq – questions and answers for the support page; `topic` narrows to one topic; payment methods as configured
  app.openapi(faqRoute, async (c) =>
    c.json(
      await listFaq(deps.db, c.req.valid('query'), (language) => offeredPaymentMethodsSentence(deps, language)),
      200,
      PUBLIC,
    ),
  );

  // GET /api/v1/content/{key} – one page's editorial content as plain-text paragraphs
  app.openapi(contentRoute, async (c) =>
    c.json(await getSiteContent(deps.db, c.req.valid('param').key, c.req.valid('query').locale), 200, PUBLIC),
  );

  // GET /api/v1/organisation – the legal entity and how to reach it (footer, contact, JSON-LD)
  app.openapi(organisationRoute, async (c) =>
    c.json(await getOrganisation(deps.db, c.req.valid('query').locale), 200, PUBLIC),
  );
}
