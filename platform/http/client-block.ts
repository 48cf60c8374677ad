// The client an address stands for, as the per-address limits count it. An IPv4 address is one client (a campus or
// a carrier's NAT may be many learners; the limits allow for that). An IPv6 customer is given a whole block (a /64 at
// least, often a /56 or /48) and may use any address in it, so each address counting as its own client would hand
// one person millions of allowances: IPv6 addresses count by their first `ipv6Prefix` bits. An IPv4 address written
// as IPv6 (::ffff:203.0.113.7, what a dual-stack socket reports) is the IPv4 client.
import ipaddr from 'ipaddr.js';

/** `address` as the client it counts as: IPv4 dotted, IPv6 as its block (2001:db8:1:2::/64); anything else as it is. */
export function clientBlock(address: string, ipv6Prefix: number): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const bytes = parsed.toByteArray();
  const kept = bytes.map((byte, index) => {
    const bitsLeft = ipv6Prefix - index * 8;
    if (bitsLeft >= 8) return byte;
    if (bitsLeft <= 0) return 0;
    return byte & (0xff << (8 - bitsLeft));
  });
  return `${ipaddr.fromByteArray(kept).toString()}/${ipv6Prefix}`;
}
