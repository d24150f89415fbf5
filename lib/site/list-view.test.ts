import { describe, expect, it } from 'vitest';
import { listViewFromSearch, listViewHref, listViewSegments, splitListView } from './list-view';

const search = (query: string) => new URLSearchParams(query);

describe('list views in the URL (issue 15: ?page=, ?tri=)', () => {
  it('reads the page and, for the blog, the order; bad or default values read as the default', () => {
    expect(listViewFromSearch('news', search('page=2'))).toEqual({ page: 2, orderBy: null });
    expect(listViewFromSearch('news', search('page=2&tri=title'))).toEqual({ page: 2, orderBy: null });
    expect(listViewFromSearch('blog', search('page=3&tri=title'))).toEqual({ page: 3, orderBy: 'title' });
    expect(listViewFromSearch('blogFolders', search('tri=-publishedAt'))).toEqual({ page: 1, orderBy: null });
    for (const bad of ['page=0', 'page=-1', 'page=abc', 'page=02', 'page=1e3', 'page=99999', 'tri=password'])
      expect(listViewFromSearch('blog', search(bad))).toEqual({ page: 1, orderBy: null });
  });

  it('round-trips through the internal path segments, the default view adding none', () => {
    expect(listViewSegments({ page: 1, orderBy: null })).toEqual([]);
    const segments = listViewSegments({ page: 2, orderBy: '-title' });
    expect(segments).toEqual(['_page-2', '_tri--title']);
    expect(splitListView(['blog', 'dossier', 'mariage-3', ...segments])).toEqual({
      segments: ['blog', 'dossier', 'mariage-3'],
      view: { page: 2, orderBy: '-title' },
    });
    expect(splitListView(['actualites'])).toEqual({ segments: ['actualites'], view: { page: 1, orderBy: null } });
    // A forged segment is dropped, never taken for a page of the tree.
    expect(splitListView(['actualites', '_page-x', '_autre'])).toEqual({
      segments: ['actualites'],
      view: { page: 1, orderBy: null },
    });
  });

  it('writes the public links of a view', () => {
    expect(listViewHref('/actualites', { page: 1, orderBy: null })).toBe('/actualites');
    expect(listViewHref('/actualites', { page: 2, orderBy: null })).toBe('/actualites?page=2');
    expect(listViewHref('/blog', { page: 2, orderBy: 'title' })).toBe('/blog?page=2&tri=title');
  });
});
