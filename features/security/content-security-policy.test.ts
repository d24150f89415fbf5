import { describe, expect, it } from 'vitest';
import { adminContentSecurityPolicy, contentSecurityPolicy, mergeSources } from './content-security-policy';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy (issue 3 §7)', () => {
  it('the base policy: self only, inline allowed for cached pages without nonce, no eval, no plugins, no <base>, no framing by others', () => {
    expect(contentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; base-uri 'none'; object-src 'none'; form-action 'self'",
    );
  });

  it('adds the given hosts to their directive only, each once', () => {
    const policy = directives(
      contentSecurityPolicy({
        script: ['https://plausible.io', 'https://plausible.io'],
        connect: ['https://*.google-analytics.com'],
        img: ['https://www.facebook.com'],
        frame: ['https://td.doubleclick.net'],
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://plausible.io']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://*.google-analytics.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://www.facebook.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://td.doubleclick.net']);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('never lets a value add a directive or a keyword', () => {
    const policy = contentSecurityPolicy({
      script: ["https://a.fr; script-src 'unsafe-eval'", "'unsafe-eval'", '*', 'https:', 'https://ok.fr:8443'],
    });
    expect(directives(policy)['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://ok.fr:8443']);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('allows eval and the hot-reload socket in development only', () => {
    const dev = directives(contentSecurityPolicy({}, { dev: true }));
    expect(dev['script-src']).toContain("'unsafe-eval'");
    expect(dev['connect-src']).toContain('ws:');
  });

  it('merges sources directive by directive', () => {
    expect(mergeSources({ script: ['https://a.fr'] }, { script: ['https://b.fr'], img: ['https://c.fr'] })).toEqual({
      script: ['https://a.fr', 'https://b.fr'],
      connect: [],
      img: ['https://c.fr'],
      frame: [],
    });
  });
});

// Issue 12 §7: the admin panel runs only the scripts this response's nonce names.
describe('adminContentSecurityPolicy', () => {
  const NONCE = 'q0ZtW1l2c3V0dGVycy0xMjM0';
  const HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

  it('scripts: the nonce and strict-dynamic, the given hashes; never unsafe-inline, no host', () => {
    const policy = directives(adminContentSecurityPolicy({ nonce: NONCE, scriptHashes: [HASH] }));
    expect(policy['script-src']).toEqual([`'nonce-${NONCE}'`, "'strict-dynamic'", HASH, "'self'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it('names no third party anywhere, takes no <base>, and is never framed', () => {
    const policy = adminContentSecurityPolicy({ nonce: NONCE });
    expect(policy).not.toMatch(/https?:/);
    const parsed = directives(policy);
    expect(parsed['base-uri']).toEqual(["'none'"]);
    expect(parsed['frame-ancestors']).toEqual(["'none'"]);
    expect(parsed['object-src']).toEqual(["'none'"]);
    expect(parsed['default-src']).toEqual(["'self'"]);
  });

  it('refuses a nonce that could add a source or a directive, and drops anything that is not a hash', () => {
    for (const nonce of ['', 'court', `${NONCE}' 'unsafe-inline`, `${NONCE}; script-src *`]) {
      expect(() => adminContentSecurityPolicy({ nonce }), nonce).toThrow();
    }
    const policy = directives(
      adminContentSecurityPolicy({
        nonce: NONCE,
        scriptHashes: ["'unsafe-inline'", 'https://evil.fr', "'sha256-x'; script-src *", HASH],
      }),
    );
    expect(policy['script-src']).toEqual([`'nonce-${NONCE}'`, "'strict-dynamic'", HASH, "'self'"]);
  });

  it('allows eval and the hot-reload socket in development only', () => {
    const dev = directives(adminContentSecurityPolicy({ nonce: NONCE, dev: true }));
    expect(dev['script-src']).toContain("'unsafe-eval'");
    expect(dev['connect-src']).toContain('ws:');
  });
});
