import { describe, expect, it } from 'vitest';
import { withActiveScreens } from './active-screens';

interface Node {
  url: string;
  cms: { route: string | null } | null;
  children: Node[];
}
const node = (url: string, route: string | null, children: Node[] = []): Node => ({
  url,
  cms: { route },
  children,
});
const tree = [
  node('accueil', null),
  node('blog', 'blog', [node('blog/archives', null)]),
  node('contenus', null, [node('contenus/carnet', 'blog'), node('contenus/actualites', 'news')]),
];

describe('withActiveScreens: IS_BLOG_ACTIVATED (issue 15)', () => {
  it('keeps the blog when the flag is on', () => {
    expect(withActiveScreens(tree, { IS_BLOG_ACTIVATED: 'true' })).toEqual(tree);
  });

  it('drops every blog page, nested ones too, with what lies below, when it is off or unset', () => {
    for (const parameters of [{ IS_BLOG_ACTIVATED: 'false' }, { IS_BLOG_ACTIVATED: null }, {}]) {
      expect(withActiveScreens(tree, parameters)).toEqual([
        node('accueil', null),
        node('contenus', null, [node('contenus/actualites', 'news')]),
      ]);
    }
  });
});
