import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from './trust-proxy';

const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']],
  linklocal: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']],
  uniquelocal: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']],
};

/**
 * Whether a TCP peer is one of the proxies TRUST_PROXY names, by the rule Fastify applies to requests: for
 * what runs outside Fastify (the socket handshake), so forwarded headers mean the same on both channels.
 */
export function proxyTrust(setting: TrustProxy): (address: string | undefined) => boolean {
  if (setting === false) return () => false;
  const list = new BlockList();
  for (const entry of setting.split(',')) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [net, prefix, type] of named) list.addSubnet(net, prefix, type);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
    const type = isIP(v4) === 6 ? 'ipv6' : 'ipv4';
    return isIP(v4) !== 0 && list.check(v4, type);
  };
}
