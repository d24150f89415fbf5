import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageTree } from '@/lib/site/pages';
import { getParameters, isOn } from '@/lib/site/parameters';
import type { NewsItem } from '@/lib/platform/schemas/content';
import type { PageNode } from '@/lib/platform/schemas/site';
import { getPromotedNews } from '../api/get-promoted-news';
import { hideDismissedCss } from '../promoted-news-storage';
import { PromotedNewsFrame } from './promoted-news-frame';
import styles from './promoted-news.module.css';

/** The path of a news item under the tree's news page (design.md §4: `<list path>/<slug>-<id>`), or null without one. */
export function newsItemPath(tree: readonly PageNode[], item: Pick<NewsItem, 'id' | 'slug'>): string | null {
  const find = (nodes: readonly PageNode[]): PageNode | null => {
    for (const node of nodes) {
      if (node.cms.route === 'news' && !node.isText) return node;
      const child = find(node.children);
      if (child) return child;
    }
    return null;
  };
  const page = find(tree);
  if (!page) return null;
  return `${page.isHome ? '' : `/${page.url}`}/${item.slug}-${item.id}`;
}

/**
 * What the banner says, from the parameters (spec §3, §9 default off): SHOW_PROMOTE_NEWS shows the
 * promoted news' title with a link to it, SHOW_PROMOTE_MESSAGE its promotional message. Null: no banner.
 */
export function bannerContent(parameters: Readonly<Record<string, string | null>>, item: NewsItem | null) {
  if (!item) return null;
  const title = isOn(parameters.SHOW_PROMOTE_NEWS) ? item.title : null;
  const message = isOn(parameters.SHOW_PROMOTE_MESSAGE) ? item.promoteMessage?.trim() || null : null;
  if (!title && !message) return null;
  return { title, message, boxed: (parameters.PROMOTED_NEWS_STYLE?.trim() || 'FLAT') !== 'FLAT' };
}

/** The promoted news banner of the shell, rendered on the server (public data); only its dismissal is per visitor. */
export async function PromotedNews({ siteId }: { siteId: number }) {
  const parameters = await getParameters(siteId);
  if (!isOn(parameters.SHOW_PROMOTE_NEWS) && !isOn(parameters.SHOW_PROMOTE_MESSAGE)) return null;
  // A banner is never worth failing the page for.
  const [item, tree, t] = await Promise.all([
    getPromotedNews(siteId).catch(() => null),
    getPageTree(siteId),
    getTranslations('promotedNews'),
  ]);
  const content = bannerContent(parameters, item);
  if (!item || !content) return null;
  const href = content.title ? newsItemPath(tree, item) : null;
  return (
    <>
      {/* With the <html> mark app/layout.tsx sets from localStorage: a dismissed banner never flashes nor shifts the page. */}
      <style dangerouslySetInnerHTML={{ __html: hideDismissedCss(siteId, item.id) }} />
      <PromotedNewsFrame
        siteId={siteId}
        newsId={item.id}
        label={t('label')}
        dismissLabel={t('dismiss')}
        boxed={content.boxed}
      >
        {content.title && <p className={styles.title}>{content.title}</p>}
        {content.message && <p>{content.message}</p>}
        {href && (
          <Link className={styles.link} href={href} prefetch={false}>
            {t('readMore')}
          </Link>
        )}
      </PromotedNewsFrame>
    </>
  );
}
