import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/format/price';
import { cropText } from '@/lib/format/text';
import type { Service } from '@/lib/platform/schemas/content';
import { serviceDetailPath, serviceTags } from '../tags';
import { ServiceFilter } from './service-filter';

/** Durations as the salon writes them: 45 min, 1 h, 2 h 30 — with no-break spaces, never split on two lines. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}\u00a0min`;
  return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, '0')}`;
}

/** A service's summary in the list: its text cropped to 120 characters (spec §5, like every list's summaries). */
export const listSummary = (service: Pick<Service, 'summary'>): string => cropText(service.summary);

/** A service's prices and durations, as a table (on the price list and on the service's own page). */
export async function ServicePrices({ service }: { service: Service }) {
  const t = await getTranslations('services');
  return (
    <table className="service-prices">
      <caption className="visually-hidden">{t('pricesOf', { service: service.title })}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('service')}</th>
          <th scope="col">{t('duration')}</th>
          <th scope="col">{t('price')}</th>
        </tr>
      </thead>
      <tbody>
        {service.prices.map((price) => (
          <tr key={price.label}>
            <th scope="row">{price.label}</th>
            <td className="service-prices__duration">
              {price.durationMinutes ? formatDuration(price.durationMinutes) : ''}
            </td>
            <td className="service-prices__price">
              {price.isStartingPrice ? t('from', { price: formatPrice(price.price) }) : formatPrice(price.price)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The salon's price list (a page whose screen is 'services', e.g. /tarifs-et-prestations): each service
 * with its prices and durations and a link to its own page, filtered by tag in the browser.
 */
export async function PriceList({ services, listPath }: { services: Service[]; listPath: string }) {
  const t = await getTranslations('services');
  if (services.length === 0) return <p>{t('empty')}</p>;
  const entries = services.map((service) => ({
    id: service.id,
    tags: service.tags,
    node: (
      <section key={service.id} className="price-list__service" aria-labelledby={`service-${service.id}`}>
        <h2 id={`service-${service.id}`}>
          <Link href={serviceDetailPath(listPath, service)}>{service.title}</Link>
        </h2>
        {service.summary && <p className="price-list__summary">{listSummary(service)}</p>}
        <ServicePrices service={service} />
      </section>
    ),
  }));
  return (
    <ServiceFilter
      basePath={`/${listPath}`}
      tags={serviceTags(services)}
      entries={entries}
      labels={{ group: t('filterLabel'), all: t('allServices') }}
    />
  );
}
