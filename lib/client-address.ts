import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

/**
 * The client's address, for the platform's per-address limits (login failures…). Server-only.
 *
 * `next start` cannot know it: it fills `X-Forwarded-For` only when the request has none (`??=`), so a client that
 * sends one is believed and the socket address is lost. The production server (server/main.mts) therefore computes
 * the address before Next sees the request, from the socket and `TRUSTED_PROXY_HOPS`, and overwrites the header
 * with exactly that one address; it marks its own process with `CLIENT_ADDRESS_ENV`, and the browser proxy
 * (features/auth/platform-proxy.ts) forwards the header to the platform only under that mark.
 */

/** Set to '1' by server/main.mts in its own process: `X-Forwarded-For` then holds the address it computed. */
export const CLIENT_ADDRESS_ENV = 'CLIENT_ADDRESS_FROM_SERVER';

/** At most this many trusted reverse proxies in front of the storefront. */
export const MAX_TRUSTED_PROXY_HOPS = 10;

/** `TRUSTED_PROXY_HOPS`: unset or empty is 0 (no proxy: the socket address); anything but 0–10 stops the server. */
export function parseTrustedProxyHops(raw: string | undefined): number {
  const value = (raw ?? '').trim();
  if (value === '') return 0;
  if (!/^\d{1,2}$/.test(value) || Number(value) > MAX_TRUSTED_PROXY_HOPS) {
    throw new Error(
      `TRUSTED_PROXY_HOPS must be a whole number from 0 to ${MAX_TRUSTED_PROXY_HOPS} (got ${JSON.stringify(raw)})`,
    );
  }
  return Number(value);
}

/**
 * One address in a canonical form, or null when it is not an IP address: `[2001:db8::1]:443` → `2001:db8::1`,
 * `203.0.113.7:5000` → `203.0.113.7`, IPv4-mapped `::ffff:127.0.0.1` → `127.0.0.1`, IPv6 in lower case.
 */
export function normalizeAddress(raw: string | undefined | null): string | null {
  let value = raw?.trim() ?? '';
  if (value === '' || value.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const family = isIP(value);
  if (family === 4) return value;
  if (family !== 6) return null;
  const lower = value.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  return mapped && isIP(mapped[1]!) === 4 ? mapped[1]! : lower;
}

/**
 * The client's address. `hops` 0: the socket's peer. `hops` N: the N-th address from the right of the incoming
 * `X-Forwarded-For`, i.e. the one our N-th reverse proxy saw (each proxy appends its peer). A shorter chain than
 * announced (the request did not come through all our proxies) gives its leftmost entry, the farthest hop known.
 * An entry there that is not an IP address gives the socket's peer: never a value the client chose freely.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string | null {
  const socket = normalizeAddress(socketAddress);
  if (hops <= 0) return socket;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return socket;
  return normalizeAddress(chain[Math.max(0, chain.length - hops)]) ?? socket;
}

/** Forwarding headers that only mean something when a trusted proxy wrote them. */
const PROXY_ONLY_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

/**
 * Rewrites a Node request's headers before Next sees them: `X-Forwarded-For` becomes exactly the client's
 * address (or is removed when there is none). With no trusted proxy, the other forwarding headers came from the
 * client too: they are removed, and Next fills them from the socket and the Host header.
 */
export function forwardClientAddress(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  hops: number,
): void {
  const address = clientAddress(socketAddress, headers['x-forwarded-for'], hops);
  if (address) headers['x-forwarded-for'] = address;
  else delete headers['x-forwarded-for'];
  if (hops === 0) for (const name of PROXY_ONLY_HEADERS) delete headers[name];
}

/** The address the production server computed, for the platform; null when no such server is in front. */
export function trustedClientAddress(headers: Headers): string | null {
  if (process.env[CLIENT_ADDRESS_ENV] !== '1') return null;
  const value = headers.get('x-forwarded-for');
  return value === null || value.includes(',') ? null : normalizeAddress(value);
}
