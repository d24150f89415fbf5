import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { browserPlatform } from '@/lib/platform/browser';
import { platformRequest, toMultipart } from '@/lib/platform/client';
import { hashCheckResultSchema, pageLayoutSchema, type PageLayout } from '@/lib/platform/schemas/site';
import type { HashCheck } from '../conflict';

// The admin layout calls of spec §7 ("Site and admin") from the browser, through the storefront's proxy
// (/api/platform: the token stays in its HttpOnly cookie; the platform answers 401/403 to anyone else).

const layoutPath = (idPage: number, idLayout: number) => `/admin/page/${idPage}/layout/${idLayout}`;

/** GET /admin/page/{id}/layout: a page's layouts, each with its html and its hash. */
export async function fetchLayouts(idPage: number): Promise<PageLayout[]> {
  return z
    .array(pageLayoutSchema)
    .parse(await platformRequest(browserPlatform(), { url: `/admin/page/${idPage}/layout` }));
}

export const ADMIN_QUERY_ROOT = ['admin'] as const;

export const layoutsQuery = (idPage: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'page', idPage, 'layouts'],
    queryFn: () => fetchLayouts(idPage),
    // An editor works on what it opened: no refetch behind the admin's back (the hash check catches changes).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** POST …/hash/check with the html the edit started from (spec §7): has someone else saved since? */
export async function checkLayoutHash(idPage: number, idLayout: number, baseHtml: string): Promise<HashCheck> {
  return hashCheckResultSchema.parse(
    await platformRequest(browserPlatform(), {
      method: 'POST',
      url: `${layoutPath(idPage, idLayout)}/hash/check`,
      data: { html: baseHtml },
    }),
  );
}

/** PUT …: saves the html; the platform answers 409 `{ hash }` if the stored version is no longer `hash`'s. */
export async function saveLayout(idPage: number, idLayout: number, html: string, hash: string): Promise<PageLayout> {
  return pageLayoutSchema.parse(
    await platformRequest(browserPlatform(), {
      method: 'PUT',
      url: layoutPath(idPage, idLayout),
      data: { html, hash },
    }),
  );
}

/** PUT …/preview (multipart, one file under `image`, spec §7 uploads). */
export async function uploadLayoutPreview(idPage: number, idLayout: number, image: Blob): Promise<PageLayout> {
  const form = toMultipart(
    {},
    { image: new File([image], `apercu-${idLayout}.jpg`, { type: image.type || 'image/jpeg' }) },
  );
  return pageLayoutSchema.parse(
    await platformRequest(browserPlatform(), {
      method: 'PUT',
      url: `${layoutPath(idPage, idLayout)}/preview`,
      data: form,
    }),
  );
}
