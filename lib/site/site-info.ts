import { cache } from 'react';
import { platformRequest } from '@/lib/platform/client';
import { siteInfoSchema, type Font, type Logo, type SiteInfo } from '@/lib/platform/schemas/site';
import { platformFetch } from '@/lib/platform/core';
import { publicPlatform } from '@/lib/platform/server';
import { cachedPublicRead } from '@/lib/cache-tags';
import { isFontFile } from '@/lib/fonts';

/**
 * A font file of the platform (spec §7: "Font files load from /fonts/{file}"), the raw answer: a file, not an
 * envelope. Rejects (a PlatformError) without an answer within `timeoutMs`.
 */
export const fetchFontFile = (file: string, method: 'GET' | 'HEAD', timeoutMs: number): Promise<Response> =>
  platformFetch(`/fonts/${encodeURIComponent(file)}`, { method, timeoutMs });

export interface SiteLook {
  /** The site's fonts, each keeping only the files that are actually served. */
  fonts: Font[];
  logos: Logo[];
}

/** GET /site/info (spec §7 "Loaded at start"), cached per site with the parameters (tag `site:N:parameters`). */
export const getSiteInfo = cache((siteId: number): Promise<SiteInfo> =>
  cachedPublicRead(siteId, 'parameters', ['site-info'], async () =>
    siteInfoSchema.parse(await platformRequest(publicPlatform(siteId), { url: '/site/info' })),
  ),
);

/** Whether a font file is served; any failure (404, timeout, network) reads as "no". */
async function fontExists(file: string): Promise<boolean> {
  try {
    const response = await fetchFontFile(file, 'HEAD', 2000);
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The fonts and logos the shell renders. A font file that is missing is left out, so the page never
 * asks for it (no failed request, no console error): its text keeps the fallback stack.
 */
export const getSiteLook = cache(async (siteId: number): Promise<SiteLook> => {
  try {
    return await cachedPublicRead(siteId, 'parameters', ['site-look'], () => readSiteLook(siteId));
  } catch {
    // The theme must never take the page down: without site info, no custom fonts nor logo (not cached).
    return { fonts: [], logos: [] };
  }
});

async function readSiteLook(siteId: number): Promise<SiteLook> {
  const info = await getSiteInfo(siteId);
  const files = [...new Set(info.fonts.flatMap((font) => font.files).filter(isFontFile))];
  const served = new Set(
    (await Promise.all(files.map(async (file) => ((await fontExists(file)) ? file : null)))).filter(Boolean),
  );
  return {
    fonts: info.fonts.map((font) => ({ ...font, files: font.files.filter((file) => served.has(file)) })),
    logos: info.logos,
  };
}
