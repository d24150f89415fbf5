import { cache } from 'react';
import { z } from 'zod';
import { cachedPublicRead } from '@/lib/cache-tags';
import { isPlatformError, platformRequest } from '@/lib/platform/client';
import { listFilterQuery } from '@/lib/platform/list-filter';
import {
  arianeItemSchema,
  blogArticleSchema,
  blogFolderListSchema,
  blogFolderSchema,
  type ArianeItem,
  type BlogArticle,
  type BlogFolder,
  type BlogFolderList,
} from '@/lib/platform/schemas/content';
import { publicPlatform } from '@/lib/platform/server';
import type { ListView } from '@/lib/site/list-view';

/** Spec §3 Blog filters: 12 per page. */
export const BLOG_PAGE_SIZE = 12;

/** A read of one id that answers null for the platform's 404 (no such folder or article on this site). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isPlatformError(error) && error.status === 404) return null;
    throw error;
  }
}

const read = (siteId: number, url: string, params?: Record<string, string>) =>
  platformRequest(publicPlatform(siteId), { url, params });

/**
 * GET /blog/folder/list[/{id}] (spec §7): a folder (null: the blog's root) with its sub-folders and one page of its
 * articles (sub-folders' included), in the view's order; cached per site, folder and view (tag `site:N:blog`).
 * Null when the folder does not exist.
 */
export const getBlogList = cache(
  (
    siteId: number,
    folderId: number | null,
    page: number,
    orderBy: ListView['orderBy'],
  ): Promise<BlogFolderList | null> =>
    cachedPublicRead(siteId, 'blog', ['list', folderId ?? 'root', page, orderBy ?? ''], () =>
      orNull(async () =>
        blogFolderListSchema.parse(
          await read(
            siteId,
            folderId === null ? '/blog/folder/list' : `/blog/folder/list/${folderId}`,
            listFilterQuery({ page, nbItem: BLOG_PAGE_SIZE, orderBy }),
          ),
        ),
      ),
    ),
);

/** GET /blog/folder/ariane/{id}: a folder's breadcrumb from the root down to it. */
export const getFolderAriane = cache((siteId: number, folderId: number): Promise<ArianeItem[] | null> =>
  cachedPublicRead(siteId, 'blog', ['folder-ariane', folderId], () =>
    orNull(async () => z.array(arianeItemSchema).parse(await read(siteId, `/blog/folder/ariane/${folderId}`))),
  ),
);

/** GET /blog/{id}: one article, or null. */
export const getArticle = cache((siteId: number, id: number): Promise<BlogArticle | null> =>
  cachedPublicRead(siteId, 'blog', ['article', id], () =>
    orNull(async () => blogArticleSchema.parse(await read(siteId, `/blog/${id}`))),
  ),
);

/** GET /blog/ariane/{id}: an article's breadcrumb (its folders from the root, then the article). */
export const getArticleAriane = cache((siteId: number, id: number): Promise<ArianeItem[] | null> =>
  cachedPublicRead(siteId, 'blog', ['article-ariane', id], () =>
    orNull(async () => z.array(arianeItemSchema).parse(await read(siteId, `/blog/ariane/${id}`))),
  ),
);

/** GET /blog/folder/{id}: one folder with its sub-folders and breadcrumb, or null. */
export const getBlogFolder = cache((siteId: number, id: number): Promise<BlogFolder | null> =>
  cachedPublicRead(siteId, 'blog', ['folder', id], () =>
    orNull(async () => blogFolderSchema.parse(await read(siteId, `/blog/folder/${id}`))),
  ),
);

/**
 * Every folder and article of the blog (the sitemap): the folders walked from the root (GET /blog/folder/{id}),
 * the articles from the root's list, 100 per call. Bounded: at most 500 folders and 50 calls of articles.
 */
export const getBlogSitemapItems = cache(
  (siteId: number): Promise<{ folders: { id: number; slug: string }[]; articles: { id: number; slug: string }[] }> =>
    cachedPublicRead(siteId, 'blog', ['sitemap'], async () => {
      const root = blogFolderSchema.parse(await read(siteId, '/blog/folder'));
      const folders: { id: number; slug: string }[] = [];
      const queue = root.folders.map((f) => f.id);
      const seen = new Set<number>();
      while (queue.length && folders.length < 500) {
        const id = queue.shift()!;
        if (seen.has(id)) continue;
        seen.add(id);
        const folder = blogFolderSchema.parse(await read(siteId, `/blog/folder/${id}`));
        folders.push({ id, slug: folder.slug });
        queue.push(...folder.folders.map((f) => f.id));
      }
      const articles: { id: number; slug: string }[] = [];
      for (let page = 1; page <= 50; page++) {
        const list = blogFolderListSchema.parse(
          await read(siteId, '/blog/folder/list', listFilterQuery({ page, nbItem: 100 })),
        );
        articles.push(...list.articles.map(({ id, slug }) => ({ id, slug })));
        if (list.articles.length < 100 || articles.length >= list.total) break;
      }
      return { folders, articles };
    }),
);
