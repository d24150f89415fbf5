import { getParameters } from '@/lib/site/parameters';
import { businessJsonLd, serializeJsonLd } from '../json-ld';
import { seoSiteInfo } from '../metadata';

/** The home page's schema.org description of the business (issue 3 §7), as a JSON-LD script. */
export async function BusinessJsonLd({ siteId }: { siteId: number }) {
  const [parameters, info] = await Promise.all([getParameters(siteId), seoSiteInfo(siteId)]);
  const data = info && businessJsonLd(parameters, info);
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
