import Link from 'next/link';
import { preload } from 'react-dom';
import { getTranslations } from 'next-intl/server';
import { ContentBackLink } from '@/components/content/content-back-link';
import type { Album } from '@/lib/platform/schemas/content';
import { albumImages } from '../album-images';
import { AlbumGallery } from './album-gallery';
import styles from './albums.module.css';

/**
 * An album's own page (`/<albums list path>/<slug>-<id>`, spec §7 GET /album/{id}): its title, description and
 * every image, each opening the fullscreen slider; the first thumbnail, the largest paint, is preloaded at the
 * sizes shown. `jsonLd` is the page's structured data, if any.
 */
export async function AlbumPage({
  album,
  list,
  jsonLd,
}: {
  album: Album;
  /** The albums list page ("galerie") and its title. */
  list: { path: string; title: string };
  jsonLd?: React.ReactNode;
}) {
  const [t, tAlbums] = await Promise.all([getTranslations('albumPage'), getTranslations('albums')]);
  const images = albumImages(album, (name) => tAlbums('open', { name }));
  const first = images[0]?.thumb;
  if (first?.srcSet) {
    preload(first.src, { as: 'image', imageSrcSet: first.srcSet, imageSizes: first.sizes, fetchPriority: 'high' });
  }
  return (
    <article className={`page ${styles.page}`}>
      {jsonLd}
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <Link href={`/${list.path}`}>{list.title}</Link>
      </nav>
      <h1>{album.title}</h1>
      {album.description && <p>{album.description}</p>}
      <p className={styles.count}>{tAlbums('photoCount', { count: album.images.length })}</p>
      {images.length === 0 ? <p>{t('noPhotos')}</p> : <AlbumGallery images={images} eager />}
      <ContentBackLink href={`/${list.path}`}>{t('backToList')}</ContentBackLink>
    </article>
  );
}
