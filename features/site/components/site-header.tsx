import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PageNode } from '@/lib/platform/schemas/site';

interface Props {
  siteName: string;
  tree: PageNode[];
  hideHome: boolean;
}

const href = (node: PageNode) => (node.isHome ? '/' : node.link.type === 'SELF' && node.link.url ? node.link.url : `/${node.url}`);

/** The top bar and its page-tree menu (spec §2 shell); the full shell comes with issue 3. */
export async function SiteHeader({ siteName, tree, hideHome }: Props) {
  const t = await getTranslations('shell');
  const entries = tree.filter((node) => node.showInMenu && !(hideHome && node.isHome));
  const left = entries.filter((node) => !node.isFixedOnRight);
  const right = entries.filter((node) => node.isFixedOnRight);
  return (
    <header className="site-header">
      <Link href="/" className="site-name">
        {siteName}
      </Link>
      <nav aria-label={t('mainMenu')} className="site-nav">
        <MenuList nodes={left} />
        {right.length > 0 && <MenuList nodes={right} />}
      </nav>
    </header>
  );
}

function MenuList({ nodes }: { nodes: PageNode[] }) {
  return (
    <ul className="menu">
      {nodes.map((node) => {
        const children = node.children.filter((child) => child.showInMenu);
        return (
          <li key={node.id} className="menu-item">
            {node.isText ? <span>{node.menuTitle ?? node.title}</span> : <Link href={href(node)}>{node.menuTitle ?? node.title}</Link>}
            {children.length > 0 && (
              <ul className="submenu">
                {children.map((child) => (
                  <li key={child.id}>
                    <Link href={href(child)}>{child.menuTitle ?? child.title}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
