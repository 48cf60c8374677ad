// The per-language rules of the deploy configuration: the committed file is what the generator makes, and every
// language has them (an Urdu identity form gets the body limit of an English one, an Urdu signed-in learning path
// skips the cache as the English one does).
import { readFileSync } from 'node:fs';
import { LOCALES } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { NGINX_PAGE_PATHS, withLocaleRoutes } from './locale-routes';
import { renderNginxConfig } from './render.mjs';

test('the committed learner-portal.conf is what `npm run nginx:routes` writes', () => {
  const committed = readFileSync(new URL('./learner-portal.conf', import.meta.url), 'utf8');
  expect(withLocaleRoutes(committed)).toBe(committed);
});

test('in every language, the no-JavaScript identity form may carry four photos and the signed-in learning path is not cached', () => {
  const config = renderNginxConfig({ upstreamPorts: [9001], port: 9000, prefix: '/tmp/portal-nginx' });
  const personal = config.match(/map "\$uri:\$cookie_is_authenticated" \$learner_portal_personal \{([^}]*)\}/)?.[1];
  for (const locale of LOCALES) {
    for (const path of NGINX_PAGE_PATHS.largeForms) {
      const location = config.match(new RegExp(`location = ${localePath(locale, path)} \\{([^}]*)\\}`))?.[1] ?? '';
      expect([locale, location]).toEqual([locale, expect.stringContaining('client_max_body_size 42m;')]);
      expect(location).toContain('limit_req zone=learner_portal_per_client');
    }
    for (const path of NGINX_PAGE_PATHS.personalWhenSignedIn)
      expect([locale, personal]).toEqual([locale, expect.stringMatching(`"${localePath(locale, path)}:true"\\s+1;`)]);
  }
  expect(LOCALES).toContain('ur');
});
