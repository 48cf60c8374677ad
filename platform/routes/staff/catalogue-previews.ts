// The draft preview's reads, for administrators only: the answers of GET /content/{key} and GET /faq as they will be
// once the waiting drafts are published. The web's public pages ask these in Next's draft mode with the
// administrator's own token; a learner or staff member without the catalogue is refused here, where the drafts are,
// and their pages read the published texts. Answers are private and never stored by a cache.
import { createRoute } from '@hono/zod-openapi';
import { faqQuerySchema, localeQuerySchema } from '@/contract';
import type { PlatformRouter } from '../../router';
import type { PlatformDeps } from '../../deps';
import { json, problem } from '../../http/openapi';
import { previewFaq, previewSiteContent } from '../../services/catalogue-editing/previews';
import { offeredPaymentMethodsSentence } from '../../services/payments/methods';
import { bearer } from '../auth/schemas';
import { FaqListDoc, keyParams, SiteContentDoc } from '../catalogue/schemas';
import { PRIVATE, adminOf, adminOnly } from './catalogue-route-parts';

const pagePreviewRoute = createRoute({
  method: 'get',
  path: '/staff/catalogue/preview/content/{key}',
  operationId: 'previewSiteContent',
  summary:
    'A site page as `GET /content/{key}` will answer once its waiting draft is published (admins only; as published when no draft waits)',
  tags: ['staff'],
  security: bearer,
  request: { params: keyParams, query: localeQuerySchema },
  responses: {
    200: json(SiteContentDoc, 'The page with its draft'),
    400: problem('Malformed key or locale'),
    ...adminOnly,
    404: problem('No page with that key'),
  },
});

const faqPreviewRoute = createRoute({
  method: 'get',
  path: '/staff/catalogue/preview/faq',
  operationId: 'previewFaq',
  summary:
    'The questions as `GET /faq` will answer once every waiting draft and every question not yet published is published (admins only)',
  tags: ['staff'],
  security: bearer,
  request: { query: faqQuerySchema },
  responses: {
    200: json(FaqListDoc, 'Questions and answers with their drafts'),
    400: problem('Malformed topic or locale'),
    ...adminOnly,
  },
});

export function cataloguePreviewRoutes(app: PlatformRouter, deps: PlatformDeps): void {
  const admin = adminOf(deps);

  // GET /api/v1/staff/catalogue/preview/content/{key} – a page with its draft, in the language asked
  app.openapi(pagePreviewRoute, async (c) => {
    await admin(c);
    const { key } = c.req.valid('param');
    return c.json(await previewSiteContent(deps.db, key, c.req.valid('query').locale, deps.now()), 200, PRIVATE);
  });

  // GET /api/v1/staff/catalogue/preview/faq – the support page's questions with every draft
  app.openapi(faqPreviewRoute, async (c) => {
    await admin(c);
    const answer = await previewFaq(deps.db, c.req.valid('query'), (language) =>
      offeredPaymentMethodsSentence(deps, language),
    );
    return c.json(answer, 200, PRIVATE);
  });
}
