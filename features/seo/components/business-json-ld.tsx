import { getParameters } from '@/lib/site/parameters';
import { getReviewSummary } from '@/features/reviews';
import { businessJsonLd, serializeJsonLd } from '../json-ld';
import { seoSiteInfo } from '../metadata';

/**
 * The home page's schema.org description of the business (issue 3 §7), as a JSON-LD script, with the reviews'
 * AggregateRating (left out when the reviews cannot be read).
 */
export async function BusinessJsonLd({ siteId }: { siteId: number }) {
  const [parameters, info, rating] = await Promise.all([
    getParameters(siteId),
    seoSiteInfo(siteId),
    getReviewSummary(siteId),
  ]);
  const data = info && businessJsonLd(parameters, info, rating);
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
