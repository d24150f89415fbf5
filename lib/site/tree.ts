/** The fields of a page-tree node that decide where it is served (a subset of the contract's PageNode). */
export interface ServedNode {
  url: string;
  isHome: boolean;
  isText: boolean;
  link: { type: string };
  children: ServedNode[];
}

/**
 * Every path the tree serves: "" for the home page, the slug path of every other page with content of
 * its own (heading-only entries and link entries are menu items, not pages). proxy.ts lets only these through.
 */
export function servedPaths(tree: readonly ServedNode[]): Set<string> {
  const paths = new Set<string>();
  const walk = (nodes: readonly ServedNode[]) => {
    for (const node of nodes) {
      if (node.isHome) paths.add('');
      else if (!node.isText && node.link.type === 'NONE') paths.add(node.url);
      walk(node.children);
    }
  };
  walk(tree);
  return paths;
}

/** The slug path of the home page, served at "/". */
export const homeSlug = (tree: readonly ServedNode[]): string | null => tree.find((node) => node.isHome)?.url ?? null;
