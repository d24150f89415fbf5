import type { PageDetail } from '@/lib/platform/schemas/site';
import { sanitizeCmsHtml } from '../sanitize';

/** A page's layouts, sanitized on the server; a page without its own h1 gets its title as one. */
export function PageContent({ page }: { page: PageDetail }) {
  const html = page.layouts.map((layout) => sanitizeCmsHtml(layout.html)).join('\n');
  return (
    <article className="page">
      {!/<h1[\s>]/i.test(html) && <h1>{page.title}</h1>}
      <div className="cms" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
