export function summarizeProfile(
  path: string,
  options?: { requests?: number; window?: [number, number]; top?: number },
): string;
