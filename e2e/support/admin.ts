// The admin panel's data as the browser tests read it through the storefront's proxy (admin.spec, security-xss.spec).

export interface AdminPageNode {
  id: number;
  title: string;
  url: string;
  children: AdminPageNode[];
}

export interface AdminLayout {
  id: number;
  name: string;
  html: string;
  hash: string;
  previewUrl: string | null;
}

/** The page of the admin tree served at `url`, at any depth, or null. */
export function findPage(nodes: AdminPageNode[], url: string): AdminPageNode | null {
  for (const node of nodes) {
    if (node.url === url) return node;
    const hit = findPage(node.children, url);
    if (hit) return hit;
  }
  return null;
}
