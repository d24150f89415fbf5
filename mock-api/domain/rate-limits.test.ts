import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ApiEnv } from '../http/context';
import { accountBackoffMs } from './accounts/rate-limit';
import { LOGIN_LIMITS, perWindow, RATE_LIMITS, scaledMax } from './rate-limit-rules';
import { addressKey, clientAddress, tooManyRequests } from './rate-limits';

describe('the client address', () => {
  const app = new Hono<ApiEnv>().get('/', (c) => c.text(clientAddress(c)));
  const from = async (peer: string | undefined, forwarded?: string) => {
    const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined;
    const response = await app.request('/', { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }, env);
    return response.text();
  };

  it('trusts the X-Forwarded-For the storefront writes when the peer is this machine', async () => {
    expect(await from('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await from('::1', '203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
    expect(await from('::ffff:127.0.0.1', '2001:db8::1')).toBe('2001:db8::1');
    expect(await from('127.0.0.1')).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For from any other peer: a forged header cannot pick the address counted', async () => {
    expect(await from('192.0.2.10', '203.0.113.7')).toBe('192.0.2.10');
    expect(await from('2001:db8::5', '127.0.0.1')).toBe('2001:db8::5');
  });
});

describe('the key an address is counted under', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6, and groups IPv6 by /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    // Any address of the same /64, however written, is one key.
    expect(addressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('the thresholds', () => {
  it('scale with the factor, never below one', () => {
    expect(scaledMax(10)).toBe(10);
    expect(scaledMax(10, 1000)).toBe(10_000);
    expect(scaledMax(3, 0.01)).toBe(1);
  });

  it('are generous enough for a real customer', () => {
    for (const rule of Object.values(RATE_LIMITS)) expect(rule.max).toBeGreaterThanOrEqual(3);
    expect(LOGIN_LIMITS.account.freeFailures).toBeGreaterThanOrEqual(LOGIN_LIMITS.pair.max * 2);
  });

  it('back an account off exponentially after its free failures, up to 15 minutes', () => {
    const free = LOGIN_LIMITS.account.freeFailures;
    expect(accountBackoffMs(0, free)).toBe(0);
    expect(accountBackoffMs(free - 1, free)).toBe(0);
    expect(accountBackoffMs(free, free)).toBe(1_000);
    expect(accountBackoffMs(free + 1, free)).toBe(2_000);
    expect(accountBackoffMs(free + 5, free)).toBe(32_000);
    expect(accountBackoffMs(free + 50, free)).toBe(15 * 60_000);
    expect(accountBackoffMs(10_000, free)).toBe(15 * 60_000);
  });
});

describe('the 429 message', () => {
  it('says seconds under two minutes, minutes beyond, and carries retryAfter in seconds', () => {
    expect(tooManyRequests(0.2)).toMatchObject({
      status: 429,
      data: { retryAfter: 1 },
      message: 'Trop de demandes ont été envoyées. Veuillez réessayer dans 1 seconde.',
    });
    expect(tooManyRequests(42)).toMatchObject({
      data: { retryAfter: 42 },
      message: 'Trop de demandes ont été envoyées. Veuillez réessayer dans 42 secondes.',
    });
    expect(tooManyRequests(3599)).toMatchObject({
      data: { retryAfter: 3599 },
      message: 'Trop de demandes ont été envoyées. Veuillez réessayer dans 60 minutes.',
    });
  });
});

describe('the thresholds in words (OpenAPI descriptions)', () => {
  it('come from the table', () => {
    expect(perWindow('registerAddress')).toBe(`${RATE_LIMITS.registerAddress.max} per hour`);
    expect(perWindow('loginAddress')).toBe(`${RATE_LIMITS.loginAddress.max} per 15 minutes`);
  });
});
