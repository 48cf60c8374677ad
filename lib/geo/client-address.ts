// The visitor's address from the one header the reverse proxy sets (TRUSTED_CLIENT_IP_HEADER), never from
// X-Forwarded-For on its own: its first entries are whatever the client wrote. If the trusted header is a list,
// the last entry counts (the one the proxy added). Private and loopback addresses have no country.
export function clientAddress(headers: Headers, trustedHeader: string | undefined): string | undefined {
  if (!trustedHeader) return undefined;
  const address = headers.get(trustedHeader)?.split(',').at(-1)?.trim();
  if (!address || address.length > 64 || isPrivateAddress(address)) return undefined;
  return address;
}

function isPrivateAddress(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, '');
  if (/^(127\.|10\.|192\.168\.|169\.254\.|0\.)/.test(v4) || /^172\.(1[6-9]|2\d|3[01])\./.test(v4)) return true;
  const lower = address.toLowerCase();
  return (
    lower === '::1' ||
    lower === '::' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe80:') ||
    lower === 'localhost'
  );
}
