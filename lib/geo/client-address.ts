// The visitor's address as the proxy in front of us reports it; private and loopback addresses have no country.
export function clientAddress(headers: Headers): string | undefined {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const address = forwarded || headers.get('x-real-ip')?.trim();
  if (!address || isPrivateAddress(address)) return undefined;
  return address;
}

export function isPrivateAddress(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, '');
  if (/^(127\.|10\.|192\.168\.|169\.254\.|0\.)/.test(v4) || /^172\.(1[6-9]|2\d|3[01])\./.test(v4)) return true;
  const lower = address.toLowerCase();
  return lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80:') || lower === 'localhost';
}
