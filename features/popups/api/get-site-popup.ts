import { cache } from 'react';
import { z } from 'zod';
import { cachedPublicRead } from '@/lib/cache-tags';
import { isPlatformError, platformRequest } from '@/lib/platform/client';
import { componentConfSchema, popupSchema } from '@/lib/platform/schemas/site';
import { publicPlatform } from '@/lib/platform/server';
import { sanitizeCmsHtml } from '@/lib/sanitize-cms-html';

/** The component configuration naming a site's popup: `GET /component/conf/popup` → `{ popupId, paths? }`. */
export const POPUP_COMPONENT_SLUG = 'popup';
const popupConfSchema = z.object({
  popupId: z.coerce.number().int().positive(),
  /** Pages (paths) the popup shows on; every page when absent. */
  paths: z.array(z.string()).optional(),
});

export interface SitePopup {
  id: number;
  title: string;
  /** Sanitized on the server (lib/sanitize-cms-html), safe to render. */
  html: string;
  showOnEveryReload: boolean;
  delaySeconds: number;
  paths: string[] | null;
}

const isNotFound = (error: unknown) => isPlatformError(error) && error.status === 404;

async function readSitePopup(siteId: number): Promise<SitePopup | null> {
  const platform = publicPlatform(siteId);
  let conf: unknown;
  try {
    conf = componentConfSchema.parse(
      await platformRequest(platform, { url: `/component/conf/${POPUP_COMPONENT_SLUG}` }),
    ).conf;
  } catch (error) {
    if (isNotFound(error)) return null; // the site has no popup
    throw error;
  }
  const parsed = popupConfSchema.safeParse(conf);
  if (!parsed.success) return null;
  let popup;
  try {
    popup = popupSchema.parse(await platformRequest(platform, { url: `/popup/${parsed.data.popupId}` }));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  if (!popup.isActive) return null;
  return {
    id: popup.id,
    title: popup.title,
    html: sanitizeCmsHtml(popup.html),
    showOnEveryReload: popup.showOnEveryReload,
    delaySeconds: Math.max(0, popup.delaySeconds),
    paths: parsed.data.paths ?? null,
  };
}

/**
 * The site's active popup (spec §2 modal, §7 GET /popup/{id}), cached like every public read. A platform
 * failure is not cached and shows no popup: a popup is never worth breaking the page for.
 */
export const getSitePopup = cache(async (siteId: number): Promise<SitePopup | null> => {
  try {
    return await cachedPublicRead(siteId, 'content', ['popup'], () => readSitePopup(siteId));
  } catch (error) {
    console.warn(`[popup] site ${siteId}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
});
