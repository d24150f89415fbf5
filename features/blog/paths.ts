import type { ArianeItem, BlogArticle } from '@/lib/platform/schemas/content';
import { BLOG_FOLDER_SEGMENT, canonicalDetailPath } from '@/lib/site/detail-paths';

// The blog's URLs (lib/site/detail-paths.ts): an article at `/<blog path>/<slug>-<id>`, a folder of any depth at
// `/<blog path>/dossier/<slug>-<id>`; the ariane's `url` is that `<slug>-<id>` segment.

/** The blog page's path from a detail page's list path ("blog/dossier" → "blog"). */
export function blogPathOf(listPath: string, screen: 'blog' | 'blogFolders'): string {
  const suffix = `/${BLOG_FOLDER_SEGMENT}`;
  return screen === 'blogFolders' && listPath.endsWith(suffix) ? listPath.slice(0, -suffix.length) : listPath;
}

export const folderHref = (blogPath: string, segment: string): string =>
  `/${[blogPath, BLOG_FOLDER_SEGMENT, segment].filter(Boolean).join('/')}`;

export const articleHref = (blogPath: string, article: Pick<BlogArticle, 'id' | 'slug'>): string =>
  canonicalDetailPath(blogPath, article.slug, article.id);

export interface BlogCrumb {
  name: string;
  /** null: the page itself (the last crumb). */
  href: string | null;
}

/**
 * The breadcrumb of a folder or an article page: the blog page, then the platform's ariane (GET /blog/folder/ariane
 * or /blog/ariane: the folders from the root, then the folder or the article itself). Every crumb but the last links
 * (the folders to their pages); the last is the page itself.
 */
export function blogCrumbs(blog: { path: string; title: string }, ariane: readonly ArianeItem[]): BlogCrumb[] {
  return [
    { name: blog.title, href: ariane.length ? `/${blog.path}` : null },
    ...ariane.map((item, index) => ({
      name: item.name,
      href: index === ariane.length - 1 ? null : folderHref(blog.path, item.url),
    })),
  ];
}
