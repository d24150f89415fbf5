import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/date';
import type { PageLayout, PageNode } from '@/lib/platform/schemas/site';
import { previewSrc } from '../preview-image';
import styles from './admin.module.css';

/** A page's layouts: name, last change, the uploaded preview image, and the way into the editor. */
export async function LayoutList({ page, layouts }: { page: PageNode; layouts: PageLayout[] }) {
  const t = await getTranslations('admin.layouts');
  return (
    <>
      <p className={styles.crumbs}>
        <Link href="/admin">{t('back')}</Link>
        {' · '}
        <a href={`/${page.isHome ? '' : page.url}`}>{t('viewPage')}</a>
      </p>
      <h1>{t('title', { title: page.title })}</h1>
      {layouts.length === 0 ? (
        <p className={styles.card}>{t('empty')}</p>
      ) : (
        <ul className={styles.layouts}>
          {layouts.map((layout) => {
            const src = previewSrc(layout.previewUrl);
            return (
              <li key={layout.id} className={styles.card}>
                <h2>{layout.name}</h2>
                {src ? (
                  // eslint-disable-next-line @next/next/no-img-element -- an uploaded thumbnail from the image service
                  <img className={styles.thumb} src={src} alt={t('previewAlt', { name: layout.name })} loading="lazy" />
                ) : (
                  <div className={`${styles.thumb} ${styles.thumbEmpty}`}>{t('noPreview')}</div>
                )}
                <p className={styles.muted}>{t('updated', { date: formatDateTime(layout.updatedAt) })}</p>
                <Link
                  className={styles.button}
                  href={`/admin/pages/${page.id}/layouts/${layout.id}`}
                  aria-label={t('editLabel', { name: layout.name })}
                >
                  {t('edit')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
