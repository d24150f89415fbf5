import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getParameters } from '@/lib/site/parameters';
import { getSiteLook } from '@/lib/site/site-info';
import { SiteFonts, siteThemeVariables, textColours } from '@/features/site';
import { sanitizeCmsHtml } from '@/lib/sanitize-cms-html';
import { adminAddressTypes, adminLayouts, adminPageTree, companyAddresses } from './api/server-reads';
import { AddressTypesPanel } from './components/address-types-panel';
import { AdminLoadError } from './components/admin-load-error';
import { ColourGuardNotice } from './components/colour-guard-notice';
import { LayoutEditorLazy } from './components/layout-editor-lazy';
import { LayoutList } from './components/layout-list';
import { findPage, PageTree } from './components/page-tree';
import styles from './components/admin.module.css';
import type { AdminSession } from './session';

// The admin panel's screens (issue 5 §4), for app/admin's routes, which check the role (requireAdmin) and
// parse their params first. Kept out of index.ts: proxy.ts imports that one and must not pull screens in.

type Loaded<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * The screen's reads, their failure kept as a value: the JSX is then built outside any try, where a render error
 * reaches the route's error boundary instead of being mistaken for a failed read (react-hooks/error-boundaries).
 */
async function load<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** /admin: the site's page tree, and the address types with the addresses that carry them. */
export async function AdminHomeScreen({ session }: { session: AdminSession }) {
  const t = await getTranslations('admin');
  const loaded = await load(() =>
    Promise.all([
      adminPageTree(session),
      adminAddressTypes(session),
      companyAddresses(session),
      getParameters(session.siteId),
      getSiteLook(session.siteId),
    ]),
  );
  if (!loaded.ok) return <AdminLoadError error={loaded.error} />;
  const [tree, types, addresses, parameters, look] = loaded.value;
  return (
    <>
      <h1>{t('title')}</h1>
      <ColourGuardNotice colours={textColours(parameters, look.fonts)} />
      <div className={styles.grid}>
        <PageTree tree={tree} />
        <AddressTypesPanel types={types} addresses={addresses} />
      </div>
    </>
  );
}

/** /admin/pages/<id>: one page's layouts. */
export async function PageLayoutsScreen({ session, idPage }: { session: AdminSession; idPage: number }) {
  const t = await getTranslations('admin.layouts');
  const loaded = await load(async () => {
    const page = findPage(await adminPageTree(session), idPage);
    return page ? { page, layouts: await adminLayouts(session, page.id) } : null;
  });
  if (!loaded.ok) return <AdminLoadError error={loaded.error} />;
  if (!loaded.value) return <AdminLoadError message={t('pageNotFound')} />;
  return <LayoutList page={loaded.value.page} layouts={loaded.value.layouts} />;
}

/** /admin/pages/<id>/layouts/<layoutId>: the layout editor, its preview in the site's theme. */
export async function LayoutEditorScreen({
  session,
  idPage,
  idLayout,
}: {
  session: AdminSession;
  idPage: number;
  idLayout: number;
}) {
  const t = await getTranslations('admin');
  const loaded = await load(async () => {
    const page = findPage(await adminPageTree(session), idPage);
    if (!page) return null;
    const [layouts, parameters, look] = await Promise.all([
      adminLayouts(session, page.id),
      getParameters(session.siteId),
      getSiteLook(session.siteId),
    ]);
    return { page, layouts, parameters, look };
  });
  if (!loaded.ok) return <AdminLoadError error={loaded.error} />;
  if (!loaded.value) return <AdminLoadError message={t('layouts.pageNotFound')} />;
  const { page, layouts, parameters, look } = loaded.value;
  const layout = layouts.find((candidate) => candidate.id === idLayout);
  if (!layout) return <AdminLoadError message={t('layouts.layoutNotFound')} />;
  return (
    <>
      <p className={styles.crumbs}>
        <Link href="/admin">{t('layouts.back')}</Link>
        {' · '}
        <Link href={`/admin/pages/${page.id}`}>{t('editor.back')}</Link>
        {' · '}
        <a href={`/${page.isHome ? '' : page.url}`}>{t('layouts.viewPage')}</a>
      </p>
      <h1>{t('editor.title', { name: layout.name })}</h1>
      <p className={styles.muted}>{t('editor.pageLine', { title: page.title })}</p>
      <SiteFonts fonts={look.fonts} />
      <LayoutEditorLazy
        // Keyed by the layout only: the refresh that follows a save (server action) must not reset the editor.
        key={layout.id}
        idPage={page.id}
        layout={layout}
        initialPreview={sanitizeCmsHtml(layout.html)}
        themeStyle={siteThemeVariables(parameters, look.fonts)}
        titleFallback={
          layouts.some((other) => other.id !== layout.id && /<h1[\s>]/i.test(sanitizeCmsHtml(other.html)))
            ? null
            : page.title
        }
      />
    </>
  );
}

export { AdminLoadError } from './components/admin-load-error';
export { requireAdmin } from './require-admin';
export { AdminFrame } from './components/admin-frame';
