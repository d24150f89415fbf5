import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Album } from '@/lib/platform/schemas/content';
import { cropText } from '@/lib/format/text';
import { albumHref, albumImages } from '../album-images';
import { AlbumGallery } from './album-gallery';
import styles from './albums.module.css';

/**
 * The albums screen (page.cms.route 'albums'): each album, its description cropped as list text is (spec §5, 120
 * characters; whole on the album's page) and its images; its title leads to the album's own page
 * (`/<list path>/<slug>-<id>`).
 */
export async function AlbumList({ albums, listPath }: { albums: Album[]; listPath: string }) {
  const t = await getTranslations('albums');
  const tPage = await getTranslations('albumPage');
  if (albums.length === 0) return <p>{t('empty')}</p>;
  return (
    <div className={styles.albums}>
      {albums.map((album, i) => (
        <section key={album.id} className={styles.album} aria-labelledby={`album-${album.id}`}>
          <h2 id={`album-${album.id}`}>
            <Link href={albumHref(listPath, album)} className={styles.titleLink}>
              {album.title}
            </Link>
          </h2>
          {album.description && <p>{cropText(album.description)}</p>}
          <p className={styles.count}>{t('photoCount', { count: album.images.length })}</p>
          <AlbumGallery images={albumImages(album, (name) => t('open', { name }))} eager={i === 0} />
          <p>
            <Link href={albumHref(listPath, album)} className={styles.more}>
              {tPage('seeAlbum', { title: album.title })}
            </Link>
          </p>
        </section>
      ))}
    </div>
  );
}
