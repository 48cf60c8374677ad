// Types for build-site-url.mjs (plain JavaScript, which the cache handlers import as they are).
export const LOCAL_SITE_URL: string;
export function normalSiteUrl(siteUrl: string | undefined): string;
export function recordBuildSiteUrl(distDir: string, siteUrl?: string): void;
export function readBuildSiteUrl(distDir: string): string | undefined;
export function isPageKind(kind: unknown): boolean;
export function sitePageKeyPrefix(siteUrl?: string): string;
