import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, mergeSources } from './content-security-policy';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy (issue 3 §7)', () => {
  it('the base policy: self only, inline allowed for cached pages without nonce, no eval, no plugins, no framing by others', () => {
    expect(contentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'",
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
    const policy = contentSecurityPolicy({ script: ["https://a.fr; script-src 'unsafe-eval'", "'unsafe-eval'", '*', 'https:', 'https://ok.fr:8443'] });
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
