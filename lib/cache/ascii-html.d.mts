// Types for ascii-html.mjs (plain JavaScript, which Next.js imports as it is).
export function asciiHtml(html: string): string;
export function withAsciiPage<T extends { kind?: string; html?: unknown }>(value: T): T;
