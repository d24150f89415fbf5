import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParams } from '../../lib/platform/schemas/common';
import {
  hashCheckBodySchema,
  hashCheckResultSchema,
  layoutParamsSchema,
  layoutSaveBodySchema,
  pageLayoutSchema,
  pageNodeSchema,
} from '../../lib/platform/schemas/site';
import type { DbOrTx } from '../db/client';
import { pageLayouts, pages } from '../db/schema';
import { layoutHash } from '../domain/site/hash';
import { invalidateLayouts, layoutsOf, loadSitePages, toLayout } from '../domain/site/pages';
import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, storeUpload } from '../domain/uploads';
import { badRequest, conflict, notFound } from '../http/errors';
import { defineRoute, reply, type AnyRoute } from '../http/route';
import { t } from '../i18n';

const TAG = 'Admin';

/** The layout `idLayout` of page `idPage` on this site, or 404 (another site's layout is simply not found). */
async function findLayout(db: DbOrTx, siteId: number, idPage: number, idLayout: number) {
  const [row] = await db
    .select()
    .from(pageLayouts)
    .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.pageId, idPage), eq(pageLayouts.id, idLayout)));
  if (!row) throw notFound('site.layoutNotFound');
  return row;
}

const adminPageTree = defineRoute({
  method: 'get',
  path: '/admin/page',
  tag: TAG,
  summary: 'The whole page tree for the layout editor, unpublished pages included',
  access: 'admin',
  response: z.array(pageNodeSchema),
  handler: async ({ db, site }) => (await loadSitePages(db, site.id)).all.roots,
});

const adminPageLayouts = defineRoute({
  method: 'get',
  path: '/admin/page/{id}/layout',
  tag: TAG,
  summary: "A page's layouts, for the layout editor",
  access: 'admin',
  params: idParams,
  response: z.array(pageLayoutSchema),
  handler: async ({ db, site, params, config }) => {
    const [page] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, site.id), eq(pages.id, params.id)));
    if (!page) throw notFound('site.pageNotFound');
    return layoutsOf(db, site.id, page.id, config.imageBaseUrl);
  },
});

const hashCheck = defineRoute({
  method: 'post',
  path: '/admin/page/{idPage}/layout/{idLayout}/hash/check',
  tag: TAG,
  summary: 'Has the layout changed since the version the editor holds?',
  description:
    'Body `{ hash?, html? }` (at least one): `hash` is the SHA-256 hex of the html the editor started from; without it, the ' +
    'server hashes `html`. Answers `{ changed, hash }` where `hash` is the SHA-256 hex of the stored html.',
  access: 'admin',
  params: layoutParamsSchema,
  body: hashCheckBodySchema,
  response: hashCheckResultSchema,
  handler: async ({ db, site, params, body }) => {
    const layout = await findLayout(db, site.id, params.idPage, params.idLayout);
    const clientHash = body.hash ?? layoutHash(body.html ?? '');
    const changed = clientHash !== layout.hash;
    return reply({ changed, hash: layout.hash }, t(changed ? 'site.layoutChanged' : 'site.layoutUnchanged'));
  },
});

const saveLayout = defineRoute({
  method: 'put',
  path: '/admin/page/{idPage}/layout/{idLayout}',
  tag: TAG,
  summary: "Saves a layout's html (design.md §1), refusing to overwrite someone else's changes",
  description:
    'Body `{ html, hash }`: `hash` is the SHA-256 hex of the html the edit started from (as given by GET /page/{slug}, ' +
    'the admin layout list or the hash check). If the stored html has changed since, nothing is written and the answer is ' +
    '409 with `data: { hash }`, the current hash. Otherwise the html (at most 200,000 characters, stored as given: the ' +
    'storefront sanitizes it) is saved and the updated layout is returned.',
  access: 'admin',
  params: layoutParamsSchema,
  body: layoutSaveBodySchema,
  response: pageLayoutSchema,
  handler: async ({ db, site, params, body, config }) => {
    // Compare-and-set in one statement: two editors racing cannot both win.
    const [saved] = await db
      .update(pageLayouts)
      .set({ html: body.html, hash: layoutHash(body.html), updatedAt: sql`now()` })
      .where(
        and(
          eq(pageLayouts.siteId, site.id),
          eq(pageLayouts.pageId, params.idPage),
          eq(pageLayouts.id, params.idLayout),
          eq(pageLayouts.hash, body.hash),
        ),
      )
      .returning();
    if (saved) {
      invalidateLayouts(db, site.id);
      return reply(toLayout(saved, config.imageBaseUrl), t('site.layoutSaved'));
    }
    const current = await findLayout(db, site.id, params.idPage, params.idLayout);
    throw conflict('site.layoutConflict', undefined, { hash: current.hash });
  },
});

const uploadPreview = defineRoute({
  method: 'put',
  path: '/admin/page/{idPage}/layout/{idLayout}/preview',
  tag: TAG,
  summary: "Uploads a layout's preview image (multipart, one file under key `image`)",
  description:
    'png, jpg, jpeg or svg, at most 5 MB (415 for another type, 413 when larger). Answers the layout with its new ' +
    '`previewUrl` (`<image service>/<idSite>/<file>`).',
  access: 'admin',
  params: layoutParamsSchema,
  bodyType: 'multipart',
  body: z.looseObject({}),
  response: pageLayoutSchema,
  handler: async ({ db, site, params, files, config }) => {
    await findLayout(db, site.id, params.idPage, params.idLayout);
    const images = files.filter((f) => f.field === 'image');
    if (images.length === 0) throw badRequest('site.previewMissing');
    if (images.length > 1 || files.length > 1) throw badRequest('site.previewTooMany');
    const stored = await storeUpload(config.uploadDir, site.id, images[0]!, {
      extensions: IMAGE_EXTENSIONS,
      maxBytes: MAX_IMAGE_BYTES,
    });
    const [saved] = await db
      .update(pageLayouts)
      .set({ previewPath: stored.externalPath, updatedAt: sql`now()` })
      .where(and(eq(pageLayouts.siteId, site.id), eq(pageLayouts.id, params.idLayout)))
      .returning();
    invalidateLayouts(db, site.id);
    return reply(toLayout(saved!, config.imageBaseUrl), t('site.previewSaved'));
  },
});

export const adminRoutes: AnyRoute[] = [adminPageTree, adminPageLayouts, hashCheck, saveLayout, uploadPreview];
