import type { Element } from '@/lib/platform/schemas/content';
import { getParameters } from '@/lib/site/parameters';
import { eventJsonLd } from '../event-json-ld';
import { serializeJsonLd } from '../json-ld';
import { seoSiteInfo } from '../metadata';
import { siteOrigin } from '../page-metadata';
import { storedImageSrc } from '@/lib/platform/image-src';

/** An event page's schema.org Event (dates in Europe/Paris), as a JSON-LD script; nothing for a non-event. */
export async function EventJsonLd({ siteId, element, path }: { siteId: number; element: Element; path: string }) {
  const [parameters, info] = await Promise.all([getParameters(siteId), seoSiteInfo(siteId)]);
  const origin = siteOrigin(info);
  const absolute = (p: string) => (origin ? new URL(p, origin).href : null);
  const name = parameters.COMPANY_NAME?.trim();
  const data = eventJsonLd(element, {
    url: absolute(path),
    image: element.image ? absolute(storedImageSrc(element.image.externalPath) ?? '') : null,
    organizer: name ? { name, url: origin ? `${origin}/` : null } : null,
  });
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
