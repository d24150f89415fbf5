import type { Image } from '../../../lib/platform/schemas/content';

/** Spec §3 Image from a stored path (`<siteId>/<file>`): null when the row has no image. */
export function toImage(imageBaseUrl: string, name: string | null, externalPath: string | null): Image | null {
  if (!externalPath) return null;
  return { name: name ?? '', externalPath, url: imageUrl(imageBaseUrl, externalPath) };
}

export const imageUrl = (imageBaseUrl: string, externalPath: string) =>
  `${imageBaseUrl.replace(/\/+$/, '')}/${externalPath.replace(/^\/+/, '')}`;

/** Spec §9: prices in euros with 2 decimals (stored in cents so sums never drift). */
export const centsToEuros = (cents: number) => Math.round(cents) / 100;
