import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Service } from '@/lib/platform/schemas/content';
import { sanitizeCmsHtml } from '@/lib/sanitize-cms-html';
import { tagLabel, TAG_PARAM } from '../tags';
import { ServicePrices } from './price-list';
import { storedImageSrc } from '@/lib/platform/image-src';

interface Props {
  service: Service;
  /** The list page this service is shown below ("tarifs-et-prestations") and its title. */
  list: { path: string; title: string };
  /** SERVICE_PAGE_STYLE (spec §9): CLASSIC puts the picture beside the text from md up; other values stack. */
  pageStyle: string | null;
}

/** A service's own page (`<list path>/<slug>-<id>`): its picture, description (sanitized), prices and tags. */
export async function ServiceDetail({ service, list, pageStyle }: Props) {
  const t = await getTranslations('services');
  const style = (pageStyle ?? 'CLASSIC').toLowerCase().replace(/[^a-z0-9-]/g, '');
  return (
    <article className={`service-detail service-detail--${style}`}>
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <Link href={`/${list.path}`}>{list.title}</Link>
      </nav>
      <h1>{service.title}</h1>
      <div className="service-detail__body">
        {service.image && (
          <img
            className="service-detail__image"
            src={storedImageSrc(service.image.externalPath) ?? undefined}
            alt=""
            width={1200}
            height={800}
          />
        )}
        <div>
          <div
            className="cms"
            dangerouslySetInnerHTML={{
              __html: sanitizeCmsHtml(service.html || `<p>${escapeHtml(service.summary)}</p>`),
            }}
          />
          <h2>{t('prices')}</h2>
          <ServicePrices service={service} />
          {service.tags.length > 0 && (
            <ul className="chips" aria-label={t('tags')}>
              {service.tags.map((tag) => (
                <li key={tag}>
                  <Link className="chip" href={`/${list.path}?${TAG_PARAM}=${encodeURIComponent(tag)}`}>
                    {tagLabel(tag)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </article>
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
