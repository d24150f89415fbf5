import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/format/price';
import type { Service } from '@/lib/platform/schemas/content';

/** Durations as the salon writes them: 45 min, 1 h, 2 h 30 — with no-break spaces, never split on two lines. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}\u00a0min`;
  return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, '0')}`;
}

/** The salon's price list (/tarifs-et-prestations): each service with its prices and durations. */
export async function PriceList({ services }: { services: Service[] }) {
  const t = await getTranslations('services');
  if (services.length === 0) return <p>{t('empty')}</p>;
  return (
    <div className="price-list">
      {services.map((service) => (
        <section key={service.id} className="price-list__service" aria-labelledby={`service-${service.id}`}>
          <h2 id={`service-${service.id}`}>{service.title}</h2>
          {service.summary && <p className="price-list__summary">{service.summary}</p>}
          <table>
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
                  <td className="price-list__duration">{price.durationMinutes ? formatDuration(price.durationMinutes) : ''}</td>
                  <td className="price-list__price">
                    {price.isStartingPrice ? t('from', { price: formatPrice(price.price) }) : formatPrice(price.price)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
