// The client an address counts as: IPv6 by its block, IPv4 (also written as IPv6) by itself.
import { clientBlock } from './client-block';

test('IPv6 addresses of one /64 are one client; the next /64 is another', () => {
  const blocks = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:a:b:c:d'].map((address) =>
    clientBlock(address, 64),
  );
  expect(new Set(blocks)).toEqual(new Set(['2001:db8:1:2::/64']));
  expect(clientBlock('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3::/64');
});

test('a configured prefix counts wider (or narrower) blocks, on bit boundaries inside a group', () => {
  expect(clientBlock('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56');
  expect(clientBlock('2001:db8:abcd:ef12::1', 48)).toBe('2001:db8:abcd::/48');
  expect(clientBlock('2001:db8::1234', 128)).toBe('2001:db8::1234/128');
});

test('IPv4, also written as IPv6, is the IPv4 client; anything that is not an address is left as it is', () => {
  expect(clientBlock('203.0.113.7', 64)).toBe('203.0.113.7');
  expect(clientBlock('::ffff:203.0.113.7', 64)).toBe('203.0.113.7');
  expect(clientBlock('::ffff:cb00:7107', 64)).toBe('203.0.113.7');
  expect(clientBlock('unknown', 64)).toBe('unknown');
});
