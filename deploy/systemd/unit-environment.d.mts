export function unitEnvironment(unit?: string): Record<string, string>;
