import { describe, expect, it } from 'vitest';
import { call } from '../../tests/contract/client';

const isNewestFirst = (dates: string[]) => dates.every((d, i) => i === 0 || dates[i - 1]! >= d);

describe('GET /news (spec §7, §9: 10 per page, newest first)', () => {
  it('pages the salon news 10 by 10 with the total', async () => {
    const first = await call('get', '/news');
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.data.total).toBe(13);
    expect(first.body.data.news).toHaveLength(10);
    expect(isNewestFirst(first.body.data.news.map((n: { publishedAt: string }) => n.publishedAt))).toBe(true);
    const second = await call('get', '/news?page=2');
    expect(second.body.data.total).toBe(13);
    expect(second.body.data.news).toHaveLength(3);
    const ids = new Set([...first.body.data.news, ...second.body.data.news].map((n: { id: number }) => n.id));
    expect(ids.size).toBe(13);
  });

  it('returns every field of a news item, image included', async () => {
    const res = await call('get', '/news?nbItem=1');
    const [item] = res.body.data.news;
    expect(Object.keys(item).sort()).toEqual(
      [
        'category',
        'html',
        'id',
        'image',
        'isPromoted',
        'promoteMessage',
        'publishedAt',
        'slug',
        'summary',
        'title',
      ].sort(),
    );
    expect(item.image.externalPath).toMatch(/^1\/.+\.jpg$/);
    expect(item.image.url).toMatch(/\/images\/1\/.+\.jpg$/);
  });

  it('filters a title with lk: (contains, case-insensitive)', async () => {
    const res = await call('get', `/news?title=${encodeURIComponent('lk:BARBIER')}`);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.news[0].title).toBe("L'espace barbier s'agrandit");
  });

  it('skips empty filters and filters by category equality', async () => {
    expect((await call('get', '/news?title=&category=')).body.data.total).toBe(13);
    const res = await call('get', `/news?category=${encodeURIComponent('Vie du salon')}&nbItem=50`);
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.news.every((n: { category: string }) => n.category === 'Vie du salon')).toBe(true);
  });

  it('sorts with orderBy and refuses an unknown orderBy field', async () => {
    const res = await call('get', '/news?orderBy=title&nbItem=50');
    const titles = res.body.data.news.map((n: { title: string }) => n.title);
    expect(titles[0]).toBe('Atelier chignon : les inscriptions sont ouvertes');
    expect(titles.at(-1)).toBe('Protéger ses cheveux du soleil : nos conseils');
    const reversed = await call('get', '/news?orderBy=-title&nbItem=1');
    expect(reversed.body.data.news[0].title).toBe('Protéger ses cheveux du soleil : nos conseils');
    const desc = await call('get', '/news?orderBy=-publishedAt&nbItem=3');
    expect(isNewestFirst(desc.body.data.news.map((n: { publishedAt: string }) => n.publishedAt))).toBe(true);
    const asc = await call('get', '/news?orderBy=publishedAt&nbItem=50');
    const dates = asc.body.data.news.map((n: { publishedAt: string }) => n.publishedAt);
    expect(dates).toEqual([...dates].sort());
    const bad = await call('get', '/news?orderBy=password');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Impossible de trier selon « password ».');
  });

  it('returns the promoted item with its message, per site', async () => {
    const salon = await call('get', '/news?promoted=true');
    expect(salon.body.data.total).toBe(1);
    expect(salon.body.data.news[0]).toMatchObject({
      title: "L'Atelier Lumière fête ses 10 ans",
      isPromoted: true,
      promoteMessage: '-15 % sur tous les soins pour nos 10 ans, jusqu’à la fin du mois !',
    });
    const wine = await call('get', '/news?promoted=true', { site: 2 });
    expect(wine.body.data.news).toHaveLength(1);
    expect(wine.body.data.news[0].title).toBe('Portes ouvertes au domaine');
    expect((await call('get', '/news', { site: 2 })).body.data.total).toBe(5);
  });

  it('serves one news item, and 404 for an unknown id or another site’s item', async () => {
    const list = await call('get', '/news?nbItem=1');
    const id = list.body.data.news[0].id;
    const one = await call('get', `/news/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(list.body.data.news[0]);
    const unknown = await call('get', '/news/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, data: null, message: 'Cette actualité est introuvable.' });
    expect((await call('get', `/news/${id}`, { site: 2 })).status).toBe(404);
    expect((await call('get', '/news/abc')).status).toBe(400);
  });

  it('treats SQL- and script-looking filters as plain text', async () => {
    for (const value of ["lk:%'; drop table news; --", 'lk:<script>alert(1)</script>', 'lk:_%\\']) {
      const res = await call('get', `/news?title=${encodeURIComponent(value)}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ news: [], total: 0 });
    }
    expect((await call('get', '/news')).body.data.total).toBe(13);
  });

  it('refuses a wrong nbItem or page per field', async () => {
    const res = await call('get', '/news?nbItem=0&page=-1');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.errors).sort()).toEqual(['nbItem', 'page']);
  });
});

describe('blog (spec §3 Blog, 12 per page)', () => {
  it('lists the root: top folders and every article, 12 per page', async () => {
    const first = await call('get', '/blog/folder/list');
    expect(first.status).toBe(200);
    const data = first.body.data;
    expect(data.folder).toMatchObject({ id: null, title: 'Blog', ariane: [] });
    expect(data.folders.map((f: { title: string }) => f.title)).toEqual(['Conseils coiffure', 'Beauté & bien-être']);
    expect(data.folders[0]).toMatchObject({ slug: 'conseils-coiffure', articleCount: 10, parentId: null });
    expect(data.total).toBe(18);
    expect(data.articles).toHaveLength(12);
    expect(isNewestFirst(data.articles.map((a: { publishedAt: string }) => a.publishedAt))).toBe(true);
    const second = await call('get', '/blog/folder/list?page=2');
    expect(second.body.data.articles).toHaveLength(6);
  });

  it('lists a folder with its sub-folder’s articles too', async () => {
    const res = await call('get', '/blog/folder/list/1');
    expect(res.body.data.folder).toMatchObject({ id: 1, title: 'Conseils coiffure' });
    expect(res.body.data.folders.map((f: { id: number; title: string }) => [f.id, f.title])).toEqual([[3, 'Mariage']]);
    expect(res.body.data.total).toBe(14);
    expect(res.body.data.articles).toHaveLength(12);
    const sub = await call('get', '/blog/folder/list/3');
    expect(sub.body.data.total).toBe(4);
    expect(sub.body.data.folders).toEqual([]);
    expect(sub.body.data.folder.ariane.map((c: { name: string }) => c.name)).toEqual(['Conseils coiffure', 'Mariage']);
  });

  it('filters and sorts the articles', async () => {
    const res = await call('get', `/blog/folder/list?title=${encodeURIComponent('lk:chignon')}`);
    expect(res.body.data.articles.map((a: { title: string }) => a.title)).toEqual(['Chignon bohème ou sophistiqué ?']);
    const byTitle = await call('get', '/blog/folder/list/2?orderBy=title');
    expect(byTitle.body.data.articles.map((a: { title: string }) => a.title)).toEqual([
      'Automassage du cuir chevelu en 5 minutes',
      'Chute de cheveux saisonnière : que faire ?',
      'Compléments capillaires : ce qu’il faut savoir',
      'Le spa du cheveu, un rituel de détente',
    ]);
    const oldest = await call('get', '/blog/folder/list/2?orderBy=publishedAt:asc&nbItem=1');
    expect(oldest.body.data.articles[0].title).toBe('Automassage du cuir chevelu en 5 minutes');
  });

  it('serves the root folder and one folder', async () => {
    for (const path of ['/blog/folder/', '/blog/folder']) {
      const root = await call('get', path);
      expect(root.status).toBe(200);
      expect(root.body.data).toMatchObject({ id: null, title: 'Blog' });
      expect(root.body.data.folders).toHaveLength(2);
    }
    const one = await call('get', '/blog/folder/3');
    expect(one.body.data).toMatchObject({ id: 3, slug: 'mariage', title: 'Mariage', parentId: 1, folders: [] });
  });

  it('builds the breadcrumbs of a folder and of an article from the root', async () => {
    const folder = await call('get', '/blog/folder/ariane/3');
    expect(folder.body.data).toEqual([
      { id: 1, url: 'conseils-coiffure-1', name: 'Conseils coiffure' },
      { id: 3, url: 'mariage-3', name: 'Mariage' },
    ]);
    const list = await call('get', `/blog/folder/list/3?title=${encodeURIComponent('lk:rétroplanning')}`);
    const article = list.body.data.articles[0];
    const crumbs = await call('get', `/blog/ariane/${article.id}`);
    expect(crumbs.body.data).toEqual([
      { id: 1, url: 'conseils-coiffure-1', name: 'Conseils coiffure' },
      { id: 3, url: 'mariage-3', name: 'Mariage' },
      {
        id: article.id,
        url: `le-retroplanning-beaute-de-la-mariee-${article.id}`,
        name: 'Le rétroplanning beauté de la mariée',
      },
    ]);
  });

  it('serves one article', async () => {
    const list = await call('get', '/blog/folder/list?nbItem=1');
    const article = list.body.data.articles[0];
    const res = await call('get', `/blog/${article.id}`);
    expect(res.body.data).toEqual(article);
    expect(Object.keys(res.body.data).sort()).toEqual([
      'author',
      'folderId',
      'html',
      'id',
      'image',
      'publishedAt',
      'slug',
      'summary',
      'title',
    ]);
  });

  it('answers 404 for unknown ids and for the wine estate’s blog seen from the salon', async () => {
    const wine = await call('get', '/blog/folder/list', { site: 2 });
    expect(wine.body.data.total).toBe(4);
    expect(wine.body.data.folders).toHaveLength(1);
    const wineFolder = wine.body.data.folders[0].id;
    const wineArticle = wine.body.data.articles[0].id;
    for (const path of [
      `/blog/folder/${wineFolder}`,
      `/blog/folder/list/${wineFolder}`,
      `/blog/folder/ariane/${wineFolder}`,
      `/blog/${wineArticle}`,
      `/blog/ariane/${wineArticle}`,
      '/blog/999999',
      '/blog/folder/999999',
    ]) {
      const res = await call('get', path);
      expect(res.status, path).toBe(404);
      expect(res.body.success).toBe(false);
    }
    expect((await call('get', '/blog/folder/999999')).body.message).toBe('Ce dossier du blog est introuvable.');
    expect((await call('get', '/blog/999999')).body.message).toBe('Cet article est introuvable.');
  });
});
