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
import { consentServices } from '@/features/consent';
import { PageScript } from '@/features/owner-code';
import { getParameters } from '@/lib/site/parameters';

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
 * A page's own script (spec §3 Page `link.jsCode`): run in the browser by the owner code's PageScript under the
 * consent rules, i.e. told which services the site's consent banner registers (none: no banner, nothing to wait for).
 */
async function PageScriptSlot({ siteId, pageId, code }: { siteId: number; pageId: number; code: string }) {
  const consentKeys = consentServices(await getParameters(siteId)).map((service) => service.key);
  return <PageScript pageId={pageId} code={code} consentKeys={consentKeys} />;
}

/**
 * A page's layouts, sanitized on the server, then its screen; a page without its own h1 gets its title as one.
 * `view`: the page and order of a news or blog list (lib/site/list-view.ts), from the path proxy.ts rewrote.
 * isCustomHeader / isCustomFooter (spec §3 Page): the page's layouts bring their own header or footer, so the
 * shell's are not shown on it: the article carries a mark that the shell's CSS reads (`.site:has(…)`, app/globals.css),
 * in the server HTML, so the site's header never paints on such a page and comes back on the next one.
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
  const jsCode = page.link?.jsCode?.trim();
  return (
    <article
      className="page"
      data-custom-header={page.isCustomHeader ? '' : undefined}
      data-custom-footer={page.isCustomFooter ? '' : undefined}
    >
      {!/<h1[\s>]/i.test(html) && <h1>{page.title}</h1>}
      <div className="cms" dangerouslySetInnerHTML={{ __html: html }} />
      <CmsScreen page={page} siteId={siteId} view={view} />
      {jsCode && <PageScriptSlot siteId={siteId} pageId={page.id} code={jsCode} />}
    </article>
  );
}
