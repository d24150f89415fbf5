import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { formatDate } from '@/lib/format/date';
import { storedImageSrc } from '@/lib/platform/image-src';
import type { ArianeItem, BlogArticle, BlogFolderList } from '@/lib/platform/schemas/content';
import type { ListView } from '@/lib/site/list-view';
import { getBlogList } from '../api/get-blog';
import { blogCrumbs, folderHref } from '../paths';
import { BlogBreadcrumb } from './blog-breadcrumb';
import { BlogListing } from './blog-listing';
import styles from './blog.module.css';

/** The blog screen (page.cms.route 'blog', when IS_BLOG_ACTIVATED): the top folders and every article. */
export async function BlogScreen({ siteId, blogPath, view }: { siteId: number; blogPath: string; view: ListView }) {
  const list = await getBlogList(siteId, null, view.page, view.orderBy);
  if (!list) return null;
  return <BlogListing blogPath={blogPath} path={`/${blogPath}`} list={list} view={view} />;
}

/** A folder's page (`/<blog path>/dossier/<slug>-<id>`): its breadcrumb, title, description and listing. */
export async function BlogFolderPage({
  blog,
  list,
  ariane,
  view,
  jsonLd,
}: {
  blog: { path: string; title: string };
  list: BlogFolderList;
  ariane: readonly ArianeItem[];
  view: ListView;
  jsonLd?: ReactNode;
}) {
  const t = await getTranslations('blog');
  const folder = list.folder;
  const path = folderHref(blog.path, `${folder.slug}-${folder.id}`);
  return (
    <article className="page">
      {jsonLd}
      <BlogBreadcrumb crumbs={blogCrumbs(blog, ariane)} label={t('breadcrumb')} />
      <h1>{folder.title}</h1>
      {folder.description && <p className={styles.lead}>{folder.description}</p>}
      <BlogListing blogPath={blog.path} path={path} list={list} view={view} />
    </article>
  );
}

/** An article's page (`/<blog path>/<slug>-<id>`): breadcrumb, title, date, author, picture and text (sanitized). */
export async function BlogArticlePage({
  blog,
  article,
  ariane,
  jsonLd,
}: {
  blog: { path: string; title: string };
  article: BlogArticle;
  ariane: readonly ArianeItem[];
  jsonLd?: ReactNode;
}) {
  const t = await getTranslations('blog');
  return (
    <ContentArticle
      jsonLd={jsonLd}
      breadcrumb={<BlogBreadcrumb crumbs={blogCrumbs(blog, ariane)} label={t('breadcrumb')} />}
      title={article.title}
      meta={
        <>
          <time dateTime={article.publishedAt}>{t('publishedOn', { date: formatDate(article.publishedAt) })}</time>
          {article.author && <span>{t('byAuthor', { author: article.author })}</span>}
        </>
      }
      picture={storedImageSrc(article.image?.externalPath)}
      html={article.html}
    />
  );
}
