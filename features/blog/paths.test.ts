import { describe, expect, it } from 'vitest';
import { articleHref, blogCrumbs, blogPathOf, folderHref } from './paths';

describe('the blog’s URLs (issue 15)', () => {
  it('puts articles and folders under the blog page, folders below « dossier »', () => {
    expect(articleHref('blog', { id: 12, slug: 'tresses-faciles' })).toBe('/blog/tresses-faciles-12');
    expect(folderHref('blog', 'mariage-3')).toBe('/blog/dossier/mariage-3');
    expect(folderHref('contenus/carnet', 'mariage-3')).toBe('/contenus/carnet/dossier/mariage-3');
    expect(blogPathOf('blog/dossier', 'blogFolders')).toBe('blog');
    expect(blogPathOf('blog', 'blog')).toBe('blog');
  });

  it('builds the breadcrumb from the ariane: the blog, the folders as links, the page itself last', () => {
    const blog = { path: 'blog', title: 'Blog' };
    const ariane = [
      { id: 1, url: 'conseils-coiffure-1', name: 'Conseils coiffure' },
      { id: 3, url: 'mariage-3', name: 'Mariage' },
    ];
    expect(blogCrumbs(blog, ariane)).toEqual([
      { name: 'Blog', href: '/blog' },
      { name: 'Conseils coiffure', href: '/blog/dossier/conseils-coiffure-1' },
      { name: 'Mariage', href: null },
    ]);
    expect(blogCrumbs(blog, [...ariane, { id: 40, url: 'chignon-40', name: 'Chignon' }]).map((c) => c.href)).toEqual([
      '/blog',
      '/blog/dossier/conseils-coiffure-1',
      '/blog/dossier/mariage-3',
      null,
    ]);
    expect(blogCrumbs(blog, [])).toEqual([{ name: 'Blog', href: null }]);
  });
});
