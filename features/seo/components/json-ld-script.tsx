import { serializeJsonLd } from '../json-ld';

/** A JSON-LD script (escaped by serializeJsonLd: no value can close the element); nothing for null. */
export function JsonLdScript({ data }: { data: unknown }) {
  if (data === null || data === undefined) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
