import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_ADDRESS_ENV,
  clientAddress,
  forwardClientAddress,
  normalizeAddress,
  parseTrustedProxyHops,
  trustedClientAddress,
} from './client-address';

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:5000', '203.0.113.7'],
    ['2001:DB8::1', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['::1', '::1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:198.51.100.2', '198.51.100.2'],
  ])('%s → %s', (raw, expected) => expect(normalizeAddress(raw)).toBe(expected));

  it.each([
    '',
    '   ',
    'unknown',
    'localhost',
    '999.1.1.1',
    '1.2.3',
    'evil.example',
    '1.2.3.4, 5.6.7.8',
    '<script>',
    'x'.repeat(65),
    undefined,
    null,
  ])('refuses %j', (raw) => expect(normalizeAddress(raw)).toBeNull());
});

describe('parseTrustedProxyHops', () => {
  it('defaults to 0 and reads whole numbers up to 10', () => {
    expect(parseTrustedProxyHops(undefined)).toBe(0);
    expect(parseTrustedProxyHops('')).toBe(0);
    expect(parseTrustedProxyHops(' 2 ')).toBe(2);
    expect(parseTrustedProxyHops('10')).toBe(10);
  });
  it.each(['-1', '1.5', 'one', '11', '1e1', '0x1'])('stops the server on %j', (raw) => {
    expect(() => parseTrustedProxyHops(raw)).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe('clientAddress', () => {
  const socket = '::ffff:10.0.0.5';

  it('hops 0: the socket address, whatever the client wrote', () => {
    expect(clientAddress(socket, '6.6.6.6', 0)).toBe('10.0.0.5');
    expect(clientAddress(socket, ['6.6.6.6', '7.7.7.7'], 0)).toBe('10.0.0.5');
    expect(clientAddress('::1', undefined, 0)).toBe('::1');
  });

  it('hops 1: the address our proxy appended (the rightmost), not the forged ones before it', () => {
    expect(clientAddress(socket, '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress(socket, ['6.6.6.6', '203.0.113.7'], 1)).toBe('203.0.113.7');
    expect(clientAddress(socket, '203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('hops 2: the second from the right', () => {
    expect(clientAddress(socket, '6.6.6.6, 203.0.113.7, 10.0.0.4', 2)).toBe('203.0.113.7');
    expect(clientAddress(socket, '[2001:db8::7]:51000, 10.0.0.4', 2)).toBe('2001:db8::7');
  });

  it('a chain shorter than announced gives its leftmost entry; none at all gives the socket', () => {
    expect(clientAddress(socket, '203.0.113.7', 2)).toBe('203.0.113.7');
    expect(clientAddress(socket, undefined, 1)).toBe('10.0.0.5');
    expect(clientAddress(socket, '', 2)).toBe('10.0.0.5');
    expect(clientAddress(socket, ' , ,', 1)).toBe('10.0.0.5');
  });

  it('garbage where the address should be gives the socket, never the garbage', () => {
    expect(clientAddress(socket, '203.0.113.7, unknown', 1)).toBe('10.0.0.5');
    expect(clientAddress(socket, 'evil\r\nx: y', 1)).toBe('10.0.0.5');
    expect(clientAddress(undefined, 'nonsense', 1)).toBeNull();
    expect(clientAddress(undefined, undefined, 0)).toBeNull();
  });
});

describe('forwardClientAddress over a real socket', () => {
  let server: Server;
  let port = 0;
  const hops = { value: 0 };

  beforeAll(async () => {
    server = createServer((req, res) => {
      forwardClientAddress(req.headers, req.socket.remoteAddress, hops.value);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.headers));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (headers: Record<string, string>) =>
    new Promise<Record<string, string>>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(JSON.parse(body)));
      });
      req.on('error', reject);
      req.end();
    });

  it('a forged X-Forwarded-For (and Host/Proto) is replaced by the socket address with no trusted proxy', async () => {
    hops.value = 0;
    const seen = await send({
      'x-forwarded-for': '6.6.6.6, 7.7.7.7',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      forwarded: 'for=6.6.6.6',
    });
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-host']).toBeUndefined();
    expect(seen['x-forwarded-proto']).toBeUndefined();
    expect(seen.forwarded).toBeUndefined();
  });

  it('behind one trusted proxy, the address it appended; its other forwarding headers stay', async () => {
    hops.value = 1;
    const seen = await send({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-forwarded-proto': 'https' });
    expect(seen['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen['x-forwarded-proto']).toBe('https');
  });
});

describe('trustedClientAddress', () => {
  it('only under the production server’s mark, and only one valid address', () => {
    const headers = (value: string) => new Headers({ 'x-forwarded-for': value });
    vi.stubEnv(CLIENT_ADDRESS_ENV, '');
    expect(trustedClientAddress(headers('203.0.113.7'))).toBeNull();
    vi.stubEnv(CLIENT_ADDRESS_ENV, '1');
    expect(trustedClientAddress(headers('203.0.113.7'))).toBe('203.0.113.7');
    expect(trustedClientAddress(headers('6.6.6.6, 203.0.113.7'))).toBeNull();
    expect(trustedClientAddress(headers('unknown'))).toBeNull();
    expect(trustedClientAddress(new Headers())).toBeNull();
    vi.unstubAllEnvs();
  });
});
