import { cache } from 'react';
import { z } from 'zod';
import { cachedPublicRead } from '@/lib/cache-tags';
import { platformRequest } from '@/lib/platform/client';
import { isPlatformError } from '@/lib/platform/errors';
import { publicPlatform } from '@/lib/platform/server';
import { sanitizeSvg } from '@/lib/sanitize-svg';
import { logoSvgMarkup } from '../logo-svg';

/**
 * A value that names an SVG file of the platform rather than an icon name: an address or a path ending in `.svg`
 * (`/images/1/ciseaux.svg`, `https://images.example/1/ciseaux.svg`). Which of those the platform serves is its
 * call to make (`POST /image/load-svg` answers only its own image service's files of the site).
 */
export const isSvgIconUrl = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^(?:https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)\.svg$/i.test(value.trim());

/** A short, stable id prefix per icon address (FNV-1a), so two icons of one page never share an id. */
export function svgIdPrefix(url: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) hash = Math.imul(hash ^ url.charCodeAt(i), 0x01000193);
  return `svg-${(hash >>> 0).toString(36)}`;
}

async function readSvgIcon(siteId: number, url: string): Promise<string | null> {
  try {
    const text = z
      .string()
      .parse(await platformRequest(publicPlatform(siteId), { method: 'post', url: '/image/load-svg', data: { url } }));
    return sanitizeSvg(text, svgIdPrefix(url));
  } catch (error) {
    // The platform refused the address or has no such file (4xx): no icon, and that answer is cached too.
    if (isPlatformError(error) && error.status !== null && error.status < 500) return null;
    throw error;
  }
}

/**
 * Spec §7 `POST /image/load-svg`: an SVG icon of the site, fetched on the server, sanitized (lib/sanitize-svg.ts)
 * and cached with the site's `content` tags, ready to inline; null when there is none. A platform that is down
 * costs the icon, never the page (that failure is not cached).
 */
export const getSvgIcon = cache(async (siteId: number, url: string): Promise<string | null> => {
  try {
    return await cachedPublicRead(siteId, 'content', ['svg-icon', url], () => readSvgIcon(siteId, url));
  } catch {
    return null;
  }
});

/**
 * The site's logo as markup to draw inline (features/site/logo-svg.ts says why), with the page's attributes on its
 * root: when its address is a small SVG of the platform. Null for any other picture, a file above the inline limit,
 * or a platform without that file — the page then shows an img. One place for the header's and the footer's.
 */
export async function getInlineLogo(
  siteId: number,
  src: string | null,
  attributes: Parameters<typeof logoSvgMarkup>[1],
): Promise<string | null> {
  if (!isSvgIconUrl(src)) return null;
  const svg = await getSvgIcon(siteId, src);
  return svg === null ? null : logoSvgMarkup(svg, attributes);
}
