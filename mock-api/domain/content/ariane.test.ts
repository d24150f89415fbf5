import { describe, expect, it } from 'vitest';
import { articleAriane, descendantIds, folderAriane, slugSegment, type FolderNode } from './ariane';

const folders: FolderNode[] = [
  { id: 1, parentId: null, slug: 'conseils-coiffure', title: 'Conseils coiffure' },
  { id: 2, parentId: null, slug: 'beaute', title: 'Beauté' },
  { id: 3, parentId: 1, slug: 'mariage', title: 'Mariage' },
  { id: 4, parentId: 3, slug: 'cortege', title: 'Cortège' },
];
const byId = new Map(folders.map((f) => [f.id, f]));

describe('folderAriane', () => {
  it.each([
    [1, ['Conseils coiffure']],
    [3, ['Conseils coiffure', 'Mariage']],
    [4, ['Conseils coiffure', 'Mariage', 'Cortège']],
    [2, ['Beauté']],
    [99, []],
    [null, []],
  ])('folder %s → %j', (id, names) => {
    expect(folderAriane(byId, id).map((c) => c.name)).toEqual(names);
  });

  it('gives each crumb its id and <slug>-<id> url', () => {
    expect(folderAriane(byId, 3)).toEqual([
      { id: 1, url: 'conseils-coiffure-1', name: 'Conseils coiffure' },
      { id: 3, url: 'mariage-3', name: 'Mariage' },
    ]);
  });

  it('stops on a cycle in bad data instead of looping', () => {
    const cyclic = new Map<number, FolderNode>([
      [1, { id: 1, parentId: 2, slug: 'a', title: 'A' }],
      [2, { id: 2, parentId: 1, slug: 'b', title: 'B' }],
    ]);
    expect(folderAriane(cyclic, 1).map((c) => c.id)).toEqual([2, 1]);
  });

  it('ends the chain at a missing parent', () => {
    const orphan = new Map<number, FolderNode>([[5, { id: 5, parentId: 42, slug: 'x', title: 'X' }]]);
    expect(folderAriane(orphan, 5)).toEqual([{ id: 5, url: 'x-5', name: 'X' }]);
  });
});

describe('articleAriane', () => {
  it('lists the folders then the article', () => {
    expect(articleAriane(byId, { id: 12, slug: 'chignon', title: 'Chignon', folderId: 3 })).toEqual([
      { id: 1, url: 'conseils-coiffure-1', name: 'Conseils coiffure' },
      { id: 3, url: 'mariage-3', name: 'Mariage' },
      { id: 12, url: 'chignon-12', name: 'Chignon' },
    ]);
  });

  it('is the article alone when it has no folder', () => {
    expect(articleAriane(byId, { id: 7, slug: 'seul', title: 'Seul', folderId: null })).toEqual([
      { id: 7, url: 'seul-7', name: 'Seul' },
    ]);
  });
});

describe('descendantIds and slugSegment', () => {
  it.each([
    [1, [1, 3, 4]],
    [3, [3, 4]],
    [2, [2]],
    [4, [4]],
  ])('folder %s and below → %j', (id, ids) => {
    expect(descendantIds(folders, id).sort()).toEqual(ids);
  });

  it.each([
    ['mariage', 3, 'mariage-3'],
    ['', 3, '3'],
  ])('slugSegment(%j, %s) → %s', (slug, id, out) => {
    expect(slugSegment(slug, id)).toBe(out);
  });
});
