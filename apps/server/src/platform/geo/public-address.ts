import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Ranges that never belong to one country on the public internet (RFC 6890 and kin). */
const special = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  special.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  special.addSubnet(net, prefix, 'ipv6');

/** True for an address a geolocation database can place: not loopback, private, link-local or reserved. */
export function isPublicAddress(ip: string): boolean {
  if (isIPv4(ip)) return !special.check(ip, 'ipv4');
  if (isIPv6(ip)) return !special.check(ip, 'ipv6');
  return false;
}
