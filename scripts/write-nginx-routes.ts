// Writes the per-language rules of deploy/nginx/learner-portal.conf (deploy/nginx/locale-routes.ts) into the file.
// Usage: npm run nginx:routes
import { readFileSync, writeFileSync } from 'node:fs';
import { withLocaleRoutes } from '../deploy/nginx/locale-routes';

const file = new URL('../deploy/nginx/learner-portal.conf', import.meta.url);
writeFileSync(file, withLocaleRoutes(readFileSync(file, 'utf8')));
