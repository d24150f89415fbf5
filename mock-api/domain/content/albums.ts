import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Album } from '../../../lib/platform/schemas/content';
import type { ListQuery } from '../../../lib/platform/schemas/common';
import type { DbOrTx } from '../../db/client';
import { albumImages, albums } from '../../db/schema';
import { notFound } from '../../http/errors';
import { planList, type ListFields } from '../../http/list';
import { imageUrl } from './images';

const ALBUM_FIELDS: ListFields = {
  id: { column: albums.id, type: 'number' },
  title: { column: albums.title, type: 'string' },
  slug: { column: albums.slug, type: 'string' },
  position: { column: albums.position, type: 'number' },
  createdAt: { column: albums.createdAt, type: 'date' },
};

async function withImages(
  db: DbOrTx,
  siteId: number,
  rows: (typeof albums.$inferSelect)[],
  imageBaseUrl: string,
): Promise<Album[]> {
  if (rows.length === 0) return [];
  const images = await db
    .select()
    .from(albumImages)
    .where(
      and(
        eq(albumImages.siteId, siteId),
        inArray(
          albumImages.albumId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(albumImages.position), asc(albumImages.id));
  return rows.map((album) => ({
    id: album.id,
    slug: album.slug,
    title: album.title,
    description: album.description,
    images: images
      .filter((img) => img.albumId === album.id)
      .map((img) => ({
        id: img.id,
        filename: img.filename,
        name: img.name,
        alt: img.alt,
        onlineImage: { id: img.id, externalPath: img.externalPath, url: imageUrl(imageBaseUrl, img.externalPath) },
      })),
  }));
}

export async function listAlbums(db: DbOrTx, siteId: number, query: ListQuery, imageBaseUrl: string) {
  const plan = planList(query, ALBUM_FIELDS, {
    defaultOrder: [asc(albums.position), asc(albums.id)],
    extraWhere: [eq(albums.siteId, siteId)],
  });
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(albums)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ n: count() }).from(albums).where(plan.where),
  ]);
  return { albums: await withImages(db, siteId, rows, imageBaseUrl), total: counted?.n ?? 0 };
}

export async function getAlbum(db: DbOrTx, siteId: number, id: number, imageBaseUrl: string): Promise<Album> {
  const rows = await db
    .select()
    .from(albums)
    .where(and(eq(albums.siteId, siteId), eq(albums.id, id)));
  if (rows.length === 0) throw notFound('content.albumNotFound');
  const [album] = await withImages(db, siteId, rows, imageBaseUrl);
  return album!;
}
