// Where @iconify/react fetches icons the server did not render: the product's own endpoint first, the
// public Iconify API when ours has not answered within 1,500 ms (or fails); a 404 from ours is final.
import { addAPIProvider } from '@iconify/react';

/** Seed's icon fetch timeout. */
export const ICON_FETCH_TIMEOUT_MS = 1_500;
export const PUBLIC_ICONIFY_API = 'https://api.iconify.design';

let configured = false;

export function configureIconApi(): void {
  if (configured) return;
  configured = true;
  // '' is the default provider; URLs are resource + path + `{collection}.json?icons=…`.
  addAPIProvider('', {
    resources: ['/api/icons', PUBLIC_ICONIFY_API],
    path: '/',
    rotate: ICON_FETCH_TIMEOUT_MS,
    timeout: ICON_FETCH_TIMEOUT_MS * 2,
  });
}
