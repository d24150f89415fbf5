import { describe, expect, it } from 'vitest';
import type { NewsItem } from '@/lib/platform/schemas/content';
import type { PageNode } from '@/lib/platform/schemas/site';
import { bannerContent, newsItemPath } from './promoted-news';

const item: NewsItem = {
  id: 4,
  slug: 'l-atelier-lumiere-fete-ses-10-ans',
  title: "L'Atelier Lumière fête ses 10 ans",
  category: null,
  summary: '',
  html: '',
  image: null,
  publishedAt: '2026-11-20T10:00:00.000Z',
  isPromoted: true,
  promoteMessage: '-15 % sur tous les soins',
};
const on = 'true';
const off = 'false';

describe('promoted news banner content', () => {
  it('is off by default (spec §9 "promotional banner off") and without a promoted news', () => {
    expect(bannerContent({}, item)).toBeNull();
    expect(bannerContent({ SHOW_PROMOTE_NEWS: on, SHOW_PROMOTE_MESSAGE: on }, null)).toBeNull();
  });

  it('SHOW_PROMOTE_NEWS shows the title, SHOW_PROMOTE_MESSAGE the promotional message; FLAT is the default style', () => {
    expect(bannerContent({ SHOW_PROMOTE_NEWS: on, SHOW_PROMOTE_MESSAGE: off }, item)).toEqual({
      title: item.title,
      message: null,
      boxed: false,
    });
    expect(
      bannerContent({ SHOW_PROMOTE_NEWS: off, SHOW_PROMOTE_MESSAGE: on, PROMOTED_NEWS_STYLE: 'FLAT' }, item),
    ).toEqual({
      title: null,
      message: '-15 % sur tous les soins',
      boxed: false,
    });
    expect(bannerContent({ SHOW_PROMOTE_MESSAGE: on }, { ...item, promoteMessage: null })).toBeNull();
    expect(bannerContent({ SHOW_PROMOTE_NEWS: on, PROMOTED_NEWS_STYLE: 'CARD' }, item)?.boxed).toBe(true);
  });
});

const node = (url: string, route: string | null, children: PageNode[] = []): PageNode =>
  ({
    url,
    cms: { isCmsPage: route !== null, route, config: {} },
    isHome: false,
    isText: false,
    children,
  }) as unknown as PageNode;

describe('newsItemPath', () => {
  it('puts the news under the tree page whose screen is the news list (<list path>/<slug>-<id>)', () => {
    expect(
      newsItemPath([node('accueil', null), node('le-salon', null, [node('le-salon/actualites', 'news')])], item),
    ).toBe('/le-salon/actualites/l-atelier-lumiere-fete-ses-10-ans-4');
    expect(newsItemPath([node('accueil', null)], item)).toBeNull();
  });
});
