import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const header = (name: string, production = true) =>
  securityHeaders(production).find((entry) => entry.key === name)?.value;

describe('the static security headers (issue 3 §7, issue 12 §8)', () => {
  it('deny the browser features no screen uses, to the page and every frame it embeds', () => {
    const policy = header('Permissions-Policy')!;
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'serial', 'hid', 'midi', 'display-capture'])
      expect(policy).toContain(`${feature}=()`);
    expect(policy).toMatch(/^[a-z-]+=\(\)(, [a-z-]+=\(\))*$/);
    // Kept for a checkout's card provider frame and embedded videos (lib/security-headers.ts).
    expect(policy).not.toMatch(/payment|fullscreen/);
  });

  it('keep the window to itself: no opener across origins', () => {
    expect(header('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(header('Cross-Origin-Opener-Policy', false)).toBe('same-origin');
  });

  it('keep the others: nosniff, the referrer rule, HSTS in production only', () => {
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('Strict-Transport-Security')).toContain('max-age=');
    expect(header('Strict-Transport-Security', false)).toBeUndefined();
  });
});
