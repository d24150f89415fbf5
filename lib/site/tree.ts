/** The fields of a page-tree node that decide where it is served (a subset of the contract's PageNode). */
export interface ServedNode {
  url: string;
  isHome: boolean;
  isText: boolean;
  link: { type: string; url?: string | null };
  children: ServedNode[];
}

/** A path without its query, fragment and trailing slash ("/nous-contacter/?a#b" → "/nous-contacter"). */
export const barePath = (href: string): string => href.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';

/** Only site paths and web links leave the tree (never javascript: or protocol-relative URLs). */
const safeLink = (url: string) => (/^(https?:\/\/|\/(?!\/))/.test(url) ? url : null);

/** Where a link entry (link SELF) of the menu leads, made safe; null for any other node or an unsafe target. */
export const linkTarget = (node: Pick<ServedNode, 'link'>): string | null =>
  node.link.type === 'SELF' && node.link.url ? safeLink(node.link.url.trim()) : null;

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

/**
 * The link entries' own paths and where they lead ("prendre-rendez-vous" → "/nous-contacter#rendez-vous"): such an
 * entry has no page, so its address (a bookmark, a shared or indexed link) is sent where the menu sends it.
 */
export function linkedPaths(tree: readonly ServedNode[]): Map<string, string> {
  const links = new Map<string, string>();
  const walk = (nodes: readonly ServedNode[]) => {
    for (const node of nodes) {
      const target = node.isHome || node.isText ? null : linkTarget(node);
      // A link to the entry's own address would send the visitor round in circles: left to the 404.
      if (target && barePath(target) !== `/${node.url}`) links.set(node.url, target);
      walk(node.children);
    }
  };
  walk(tree);
  return links;
}

/** The slug path of the home page, served at "/". */
export const homeSlug = (tree: readonly ServedNode[]): string | null => tree.find((node) => node.isHome)?.url ?? null;
