import type { PageDetail } from '@/lib/platform/schemas/site';
import { ContactScreen } from '@/features/contact';
import { getAlbums } from '@/features/albums';
import { AlbumList } from '@/features/albums';
import { getServices, PriceList } from '@/features/services';
import { ProductListScreen } from '@/features/products';
import { sanitizeCmsHtml } from '@/lib/sanitize-cms-html';
import { NewsListScreen } from '@/features/news';
import { BlogScreen } from '@/features/blog';
import { DEFAULT_LIST_VIEW, type ListView } from '@/lib/site/list-view';
import { CustomFormScreen } from '@/features/forms';
import { ReviewsScreen } from '@/features/reviews';
import { ElementListScreen } from '@/features/elements';

/** The screen a page's `cms.route` names, under its layouts (design.md §4); more screens come with their issues. */
async function CmsScreen({ page, siteId, view }: { page: PageDetail; siteId: number; view: ListView }) {
  switch (page.cms.route) {
    case 'news':
      return <NewsListScreen siteId={siteId} listPath={page.url} view={view} />;
    case 'blog':
      return <BlogScreen siteId={siteId} blogPath={page.url} view={view} />;
    case 'services':
      return <PriceList services={await getServices(siteId)} listPath={page.url} />;
    case 'contact':
      return <ContactScreen siteId={siteId} />;
    case 'albums':
      return <AlbumList albums={await getAlbums(siteId)} listPath={page.url} />;
    case 'products':
      return <ProductListScreen page={page} siteId={siteId} />;
    case 'form':
      return <CustomFormScreen siteId={siteId} config={page.cms.config} />;
    case 'reviews':
      return <ReviewsScreen siteId={siteId} config={page.cms.config} />;
    case 'elements':
      return <ElementListScreen siteId={siteId} listPath={page.url} config={page.cms.config} />;
    default:
      return null;
  }
}

/**
 * A page's layouts, sanitized on the server, then its screen; a page without its own h1 gets its title as one.
 * `view`: the page and order of a news or blog list (lib/site/list-view.ts), from the path proxy.ts rewrote.
 */
export function PageContent({
  page,
  siteId,
  view = DEFAULT_LIST_VIEW,
}: {
  page: PageDetail;
  siteId: number;
  view?: ListView;
}) {
  const html = page.layouts.map((layout) => sanitizeCmsHtml(layout.html)).join('\n');
  return (
    <article className="page">
      {!/<h1[\s>]/i.test(html) && <h1>{page.title}</h1>}
      <div className="cms" dangerouslySetInnerHTML={{ __html: html }} />
      <CmsScreen page={page} siteId={siteId} view={view} />
    </article>
  );
}
