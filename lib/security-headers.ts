/**
 * The static security headers of every response (issue 3 §7), set in next.config.ts. The
 * Content-Security-Policy depends on the site (its trackers, its owner script) and is set by proxy.ts
 * from features/security/site-policy.ts.
 */
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
