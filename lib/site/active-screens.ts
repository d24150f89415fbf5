import { isOn } from '../platform/parameter-values';

type Parameters = Readonly<Record<string, string | null | undefined>>;

interface ScreenNode<T> {
  cms?: { route: string | null } | null;
  children: T[];
}

/** Spec §3 IS_BLOG_ACTIVATED: the blog is shown only when the owner switched it on (unset: off). */
export const isBlogActive = (parameters: Parameters): boolean => isOn(parameters.IS_BLOG_ACTIVATED);

/**
 * The page tree without the screens the parameters switch off (issue 15: with IS_BLOG_ACTIVATED off, the blog's page
 * leaves the menu, the sitemap and the request gate, so it and everything below it are the French 404). A page
 * below a removed one goes with it. The one place that decides: the gate (./routing.ts) and the pages' tree
 * (./pages.ts) both read the tree through it.
 */
export function withActiveScreens<T extends ScreenNode<T>>(nodes: readonly T[], parameters: Parameters): T[] {
  const blog = isBlogActive(parameters);
  const keep = (nodes: readonly T[]): T[] =>
    nodes
      .filter((node) => blog || node.cms?.route !== 'blog')
      .map((node) => (node.children.length ? { ...node, children: keep(node.children) } : node));
  return keep(nodes);
}
