/**
 * The static security headers of every response (issue 3 §7, issue 12 §8), set in next.config.ts. The
 * Content-Security-Policy depends on the site (its trackers, its owner script) and, on the admin panel, on the
 * response (a nonce): proxy.ts sets it (features/security).
 */

/**
 * Browser features no screen of the shop uses, denied to the page and to every frame it embeds (CMS HTML may hold
 * iframes): camera, microphone, geolocation (no store locator: addresses are typed), hardware ports and sensors,
 * screen capture. Left at the browser's default (`self`, delegable with an iframe's `allow`): `payment`, for a
 * checkout's card provider frame (spec §7 names one), and `fullscreen`, for embedded videos and the slider.
 * Only names Chromium knows: an unknown one is logged as a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export function securityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // A page opened from ours (or opening ours) in another origin gets no handle on our window, and we none on
    // theirs: no tab-nabbing through window.opener, and the page has its own browsing context group (an XS-Leak
    // defence). Nothing of the shop opens a cross-origin popup it talks back to; a future checkout whose provider
    // needs one (a PayPal-style popup) would need `same-origin-allow-popups` instead.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
