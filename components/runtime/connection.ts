// Reads the Network Information API (Chromium only; elsewhere the connection counts as fast).

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the visitor asked to save data or the connection is 2g-class: prefetching would hurt. */
export function isSlowConnection(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
}
