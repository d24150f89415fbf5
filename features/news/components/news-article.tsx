import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { ContentBackLink } from '@/components/content/content-back-link';
import { ContentTag } from '@/components/content/content-card';
import { formatDate } from '@/lib/format/date';
import { storedImageSrc } from '@/lib/platform/image-src';
import type { NewsItem } from '@/lib/platform/schemas/content';

/**
 * A news item's own page (`/<news list path>/<slug>-<id>`): its title, date, category, picture and text (sanitized
 * like every owner's HTML), a way back to the list. `jsonLd` is the page's NewsArticle script (features/seo).
 */
export async function NewsArticle({
  item,
  list,
  jsonLd,
}: {
  item: NewsItem;
  /** The news list page ("actualites") and its title. */
  list: { path: string; title: string };
  jsonLd?: React.ReactNode;
}) {
  const t = await getTranslations('news');
  return (
    <ContentArticle
      jsonLd={jsonLd}
      breadcrumb={
        <nav aria-label={t('breadcrumb')} className="breadcrumb">
          <Link href={`/${list.path}`}>{list.title}</Link>
        </nav>
      }
      title={item.title}
      meta={
        <>
          <time dateTime={item.publishedAt}>{t('publishedOn', { date: formatDate(item.publishedAt) })}</time>
          {item.category && <ContentTag>{item.category}</ContentTag>}
        </>
      }
      picture={storedImageSrc(item.image?.externalPath)}
      html={item.html}
      footer={<ContentBackLink href={`/${list.path}`}>{t('backToList')}</ContentBackLink>}
    />
  );
}
