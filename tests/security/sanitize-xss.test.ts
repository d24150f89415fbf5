// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '@/lib/sanitize-cms-html';
import { findXssViolations, quietSrcsetWarnings } from './xss-invariants';
import { XSS_PAYLOADS } from './xss-payloads';

/** The html as a browser's document parser builds it under the page's body (as the server-rendered page is). */
const parse = (html: string) =>
  new DOMParser().parseFromString(`<!doctype html><html><head></head><body>${html}</body></html>`, 'text/html').body;

/**
 * Violations of the sanitized html, and of the same tree serialised and parsed again: a mutation-XSS payload is
 * one whose second parse differs from the first (what React's hydration or a later innerHTML would do).
 */
function violationsOf(sanitized: string): string[] {
  const first = parse(sanitized);
  return [...findXssViolations(first), ...findXssViolations(parse(first.innerHTML))];
}

beforeAll(() => quietSrcsetWarnings());

describe('the XSS payload list (tests/security/xss-payloads.ts)', () => {
  it('holds at least 150 payloads with unique ids, each setting the probe and none calling alert', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(XSS_PAYLOADS.map((p) => p.id)).size).toBe(XSS_PAYLOADS.length);
    for (const payload of XSS_PAYLOADS) {
      // In clear, or inside a base64 run (data: URLs, atob).
      const decoded = (payload.html.match(/[A-Za-z0-9+/]{16,}={0,2}/g) ?? []).map((run) =>
        Buffer.from(run, 'base64').toString('latin1'),
      );
      expect([payload.html, ...decoded].join(' '), payload.id).toContain('__xss');
      expect(payload.html, payload.id).not.toMatch(/alert|prompt|confirm/);
    }
  });

  it('is caught by the invariants when NOT sanitized (the checker can fail)', () => {
    const caught = XSS_PAYLOADS.filter((payload) => findXssViolations(parse(payload.html)).length > 0);
    // Inert ones (encoded text, vectors a parser neutralises) are not caught raw: the rest must be.
    expect(caught.length / XSS_PAYLOADS.length).toBeGreaterThan(0.8);
  });
});

describe('sanitizeCmsHtml against every payload (no handler, no script URL, no code-bearing element)', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload.id, payload] as const))('%s', (_id, payload) => {
    expect(violationsOf(sanitizeCmsHtml(payload.html))).toEqual([]);
  });

  it('all payloads at once, as a layout holding them all (one payload cannot open a hole for the next)', () => {
    expect(violationsOf(sanitizeCmsHtml(XSS_PAYLOADS.map((payload) => payload.html).join('\n')))).toEqual([]);
  });

  it('is stable: sanitizing its own output changes nothing', () => {
    for (const payload of XSS_PAYLOADS) {
      const once = sanitizeCmsHtml(payload.html);
      expect(sanitizeCmsHtml(once), payload.id).toBe(once);
    }
  });
});
