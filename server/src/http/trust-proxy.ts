/**
 * Which X-Forwarded-For entries Fastify believes (TRUST_PROXY), so `request.ip` (per-address limits, the
 * log) is the client's and not something the client wrote.
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../core/config';

/** Loopback, link-local and private ranges: where a proxy in front of this server connects from. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

function isPrivate(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's `trustProxy` for the configured setting. An address list goes to Fastify as it is. A number of
 * hops, which Fastify no longer accepts because it believes whoever connects, is kept here with one check
 * more: the connecting peer must be a private or loopback address (the proxy), so a client reaching the
 * port directly from outside keeps its own address whatever X-Forwarded-For it sends.
 */
export function trustProxyOption(setting: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  // proxy-addr walks from the socket address (hop 0) towards the client and stops at the first untrusted one.
  return (address: string, hop: number) => (hop === 0 ? isPrivate(address) : hop < hops);
}
