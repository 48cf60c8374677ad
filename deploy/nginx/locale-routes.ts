// The rules of learner-portal.conf that name a page's address, written once per language from one list of paths and
// the portal's languages (lib/i18n/locales.ts): a language added to the portal gets its rules here too. They live in
// the file between "BEGIN generated" and "END generated" lines; `npm run nginx:routes` writes them there, and
// locale-routes.test.ts fails while the committed file differs from what this makes.
import { LOCALES } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/locale-path';

/** The paths (English spelling) that need rules of their own, in every language. */
export const NGINX_PAGE_PATHS = {
  /** The learner's own page when their cookies say signed in (proxy.ts rewrites it): never from the shared cache. */
  personalWhenSignedIn: ['/learning-path'],
  /** The identity form sent without JavaScript: four photos in one body (route.ts bounds it at 41 MB). */
  largeForms: ['/kyc/submit'],
} as const;

const everyLanguage = (paths: readonly string[]) =>
  paths.flatMap((path) => LOCALES.map((locale) => localePath(locale, path)));

/** The map entries of $learner_portal_personal, aligned as nginx files usually are. */
function personalEntries(): string[] {
  const keys = everyLanguage(NGINX_PAGE_PATHS.personalWhenSignedIn).map((path) => `"${path}:true"`);
  const width = Math.max(...keys.map((key) => key.length));
  return keys.map((key) => `    ${key.padEnd(width)} 1;`);
}

function largeFormLocations(): string[] {
  return everyLanguage(NGINX_PAGE_PATHS.largeForms).flatMap((path) => [
    `    location = ${path} {`,
    `        # Counted with the pages (a location with its own settings does not take location /'s limit).`,
    `        limit_req zone=learner_portal_per_client burst=300 nodelay;`,
    `        limit_conn learner_portal_in_progress_per_client 64;`,
    `        client_max_body_size 42m;`,
    `        client_body_timeout 60s;`,
    `        proxy_pass http://learner_portal;`,
    `        proxy_cache off;`,
    `    }`,
  ]);
}

const GENERATED: Record<string, () => string[]> = {
  'personal pages': personalEntries,
  'large forms': largeFormLocations,
};

/** `config` with every generated region written afresh; throws if a region's markers are missing. */
export function withLocaleRoutes(config: string): string {
  return Object.entries(GENERATED).reduce((text, [name, lines]) => {
    const region = new RegExp(`(# BEGIN generated: ${name} [^\\n]*\\n)[\\s\\S]*?( *# END generated: ${name}\\n)`);
    if (!region.test(text)) throw new Error(`learner-portal.conf has no generated region "${name}"`);
    return text.replace(
      region,
      (_match, begin: string, end: string) =>
        `${begin}${lines()
          .map((line) => `${line}\n`)
          .join('')}${end}`,
    );
  }, config);
}
