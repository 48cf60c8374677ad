// Types for portal-log-options.mjs (plain JavaScript, which the cache handler imports as it is).
export function portalLogOptions(level?: string): { level: string; base: { service: 'portal' } };
