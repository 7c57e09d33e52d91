import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../../config/settings.js';

/** proxy-addr's named ranges (TRUST_PROXY takes them, as Fastify's trustProxy does). */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** 255.255.240.0 -> 20. */
const prefixOfNetmask = (mask: string): number =>
  mask.split('.').reduce((bits, part) => bits + (Number(part) >>> 0).toString(2).replaceAll('0', '').length, 0);

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((name) => NAMED_RANGES[name] ?? [name])) {
    const [address = '', range] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (range === undefined) list.addAddress(address, type);
    else list.addSubnet(address, isIP(range) ? prefixOfNetmask(range) : Number(range), type);
  }
  return list;
}

const compiled = new WeakMap<readonly string[], BlockList>();

/**
 * Whether the connection's peer is a proxy TRUST_PROXY names, so its forwarded headers
 * (X-Forwarded-Proto, X-Forwarded-For) may be believed. Unset: nobody's are (issue 32, low 7).
 * A hop count trusts the nearest hops, the peer first, as Fastify does.
 */
export function isTrustedProxy(trust: TrustProxy, peer: string | undefined): boolean {
  if (trust === false) return false;
  if (typeof trust === 'number') return trust > 0;
  if (!peer) return false;
  let list = compiled.get(trust);
  if (!list) compiled.set(trust, (list = blockListOf(trust)));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(peer)?.[1];
  const address = mapped ?? peer;
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}
