import type { ArianeItem } from '../../../lib/platform/schemas/content';

export interface FolderNode {
  id: number;
  parentId: number | null;
  slug: string;
  title: string;
}

/** The `<slug>-<id>` segment a detail page lives at under its list page (design.md §4). */
export const slugSegment = (slug: string, id: number) => (slug ? `${slug}-${id}` : String(id));

/**
 * The chain of folders from the root down to `folderId` (inclusive), as breadcrumb items.
 * A missing parent ends the chain; a cycle in bad data stops instead of looping.
 */
export function folderAriane(folders: ReadonlyMap<number, FolderNode>, folderId: number | null): ArianeItem[] {
  const chain: ArianeItem[] = [];
  const seen = new Set<number>();
  let current = folderId === null ? undefined : folders.get(folderId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.unshift({ id: current.id, url: slugSegment(current.slug, current.id), name: current.title });
    current = current.parentId === null ? undefined : folders.get(current.parentId);
  }
  return chain;
}

/** The breadcrumb of an article: its folders from the root, then the article itself. */
export function articleAriane(
  folders: ReadonlyMap<number, FolderNode>,
  article: { id: number; slug: string; title: string; folderId: number | null },
): ArianeItem[] {
  return [
    ...folderAriane(folders, article.folderId),
    { id: article.id, url: slugSegment(article.slug, article.id), name: article.title },
  ];
}

/** `folderId` and every folder below it (cycle-safe). */
export function descendantIds(folders: Iterable<FolderNode>, folderId: number): number[] {
  const children = new Map<number, number[]>();
  for (const f of folders) {
    if (f.parentId === null) continue;
    children.set(f.parentId, [...(children.get(f.parentId) ?? []), f.id]);
  }
  const out: number[] = [];
  const queue = [folderId];
  while (queue.length) {
    const id = queue.shift()!;
    if (out.includes(id)) continue;
    out.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return out;
}
