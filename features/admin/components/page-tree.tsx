import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PageNode } from '@/lib/platform/schemas/site';
import styles from './admin.module.css';

type T = Awaited<ReturnType<typeof getTranslations<'admin.pages'>>>;

function Branch({ nodes, t }: { nodes: PageNode[]; t: T }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <div className={styles.treeItem}>
            <span className={styles.treeTitle}>{node.title}</span>
            <span className={styles.path}>/{node.isHome ? '' : node.url}</span>
            {node.isHome && <span className={styles.badge}>{t('home')}</span>}
            {!node.isValid && <span className={`${styles.badge} ${styles.badgeWarn}`}>{t('unpublished')}</span>}
            {!node.showInMenu && <span className={styles.badge}>{t('hiddenFromMenu')}</span>}
            {node.isText && <span className={styles.badge}>{t('headingOnly')}</span>}
            {node.cms.route && (
              // The message names each screen in French; ICU select keys take no hyphen ('logo-footer').
              <span className={styles.badge}>{t('screen', { route: node.cms.route.replaceAll('-', '_') })}</span>
            )}
            <Link
              className={styles.actionLink}
              href={`/admin/pages/${node.id}`}
              aria-label={t('openLabel', { title: node.title })}
            >
              {t('open')}
            </Link>
          </div>
          {node.children.length > 0 && <Branch nodes={node.children} t={t} />}
        </li>
      ))}
    </ul>
  );
}

/** The site's page tree (titles, paths, state), each page leading to its layouts. */
export async function PageTree({ tree }: { tree: PageNode[] }) {
  const t = await getTranslations('admin.pages');
  return (
    <section className={styles.card} aria-labelledby="admin-pages-title">
      <h2 id="admin-pages-title">{t('title')}</h2>
      <p className={styles.muted}>{t('intro')}</p>
      {tree.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className={styles.tree}>
          <Branch nodes={tree} t={t} />
        </div>
      )}
    </section>
  );
}

/** The node with this id anywhere in the tree. */
export function findPage(tree: PageNode[], id: number): PageNode | null {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findPage(node.children, id);
    if (found) return found;
  }
  return null;
}
