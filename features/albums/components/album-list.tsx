import { getTranslations } from 'next-intl/server';
import type { Album } from '@/lib/platform/schemas/content';
import { albumImages } from '../album-images';
import { AlbumGallery } from './album-gallery';
import styles from './albums.module.css';

/** The albums screen (page.cms.route 'albums'): each album, its description and its images. */
export async function AlbumList({ albums }: { albums: Album[] }) {
  const t = await getTranslations('albums');
  if (albums.length === 0) return <p>{t('empty')}</p>;
  return (
    <div className={styles.albums}>
      {albums.map((album, i) => (
        <section key={album.id} className={styles.album} aria-labelledby={`album-${album.id}`}>
          <h2 id={`album-${album.id}`}>{album.title}</h2>
          {album.description && <p>{album.description}</p>}
          <p className={styles.count}>{t('photoCount', { count: album.images.length })}</p>
          <AlbumGallery images={albumImages(album, (name) => t('open', { name }))} eager={i === 0} />
        </section>
      ))}
    </div>
  );
}
