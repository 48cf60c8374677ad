export function encodeEntry(value: unknown): string;
export function decodeEntry(text: string): unknown;
