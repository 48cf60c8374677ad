// The Iconify collections installed as packages: the only icon data the server renders or serves.
import 'server-only';
import { getIconData, getIcons, iconToSVG, replaceIDs } from '@iconify/utils';
import { z } from 'zod';

/** A collection in Iconify's JSON format (the type @iconify/utils works on). */
type IconifyJSON = Parameters<typeof getIcons>[0];

// Loaded on first use so a route that never renders an icon never parses the JSON.
const COLLECTIONS: Record<string, () => Promise<IconifyJSON>> = {
  lucide: async () => (await import('@iconify-json/lucide/icons.json')).default as IconifyJSON,
};

export const collectionNameSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
export const iconNameSchema = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/);

export const installedCollections = (): string[] => Object.keys(COLLECTIONS);

async function loadCollection(name: string): Promise<IconifyJSON | undefined> {
  const load = Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined;
  return load ? load() : undefined;
}

/** An icon or alias of the collection itself: never a name its objects inherit (`constructor`, `__proto__`). */
const isOwnIcon = (set: IconifyJSON, name: string) =>
  Object.hasOwn(set.icons, name) || (set.aliases !== undefined && Object.hasOwn(set.aliases, name));

/** The requested icons in Iconify JSON (missing ones listed in `not_found`), or undefined if none exist. */
export async function pickIcons(collection: string, names: string[]): Promise<IconifyJSON | undefined> {
  const set = await loadCollection(collection);
  if (!set) return undefined;
  const own = names.filter((name) => isOwnIcon(set, name));
  const picked = own.length > 0 ? getIcons(set, own, true) : null;
  const missing = names.filter((name) => !own.includes(name));
  if (picked && missing.length > 0) picked.not_found = [...(picked.not_found ?? []), ...missing];
  return picked && Object.keys(picked.icons).length > 0 ? picked : undefined;
}

interface IconSvg {
  viewBox: string;
  width: string;
  height: string;
  body: string;
}

/** What an inline <svg> needs to draw `collection:name`, or undefined if the icon is not installed. */
export async function iconSvg(collection: string, name: string, height: string): Promise<IconSvg | undefined> {
  const set = await loadCollection(collection);
  const data = set && isOwnIcon(set, name) ? getIconData(set, name) : null;
  if (!data) return undefined;
  const { attributes, body } = iconToSVG(data, { height });
  return {
    viewBox: attributes.viewBox,
    width: attributes.width ?? height,
    height: attributes.height ?? height,
    body: replaceIDs(body),
  };
}
