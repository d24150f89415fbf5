/**
 * A picture the platform stores (`onlineImage.externalPath`, "2/photo.jpg") as the storefront serves it, on its own
 * origin: `/images/2/photo.jpg` (app/images proxies the platform's image service, which the CSP allows). Absolute
 * URLs and paths already under `/images/` pass through; an empty path gives null (no picture).
 */
export function storedImageSrc(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path) || path.startsWith('/images/')) return path;
  const segments = path.replace(/^\/+/, '').split('/').filter(Boolean);
  return segments.length === 0 ? null : `/images/${segments.map(encodeURIComponent).join('/')}`;
}
