import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header';
import { PRE_PAINT_MARKS } from '@/features/site-frame';
import { adminPolicy, inlineScriptHash, newNonce } from './admin-policy';

describe('the admin panel’s policy (issue 12 §7)', () => {
  it('a fresh nonce per call, in the form Next reads back from the request header', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // Next puts on its scripts the nonce it finds in the request's policy: it must find exactly ours.
      expect(getScriptNonceFromHeader(adminPolicy(nonce, false))).toBe(nonce);
    }
  });

  it('allows the root layout’s head script by the hash of its exact text', () => {
    const expected = `'sha256-${createHash('sha256').update(PRE_PAINT_MARKS).digest('base64')}'`;
    expect(inlineScriptHash(PRE_PAINT_MARKS)).toBe(expected);
    expect(adminPolicy(newNonce(), false)).toContain(expected);
    // A changed script would need a new hash: only that text is allowed.
    expect(adminPolicy(newNonce(), false)).not.toContain(inlineScriptHash(`${PRE_PAINT_MARKS};window.x=1`));
  });

  it('no unsafe-inline, unsafe-eval or host for scripts in production', () => {
    const scriptSrc = adminPolicy(newNonce(), false)
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
  });
});
