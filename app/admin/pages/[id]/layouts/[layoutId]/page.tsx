import Link from 'next/link';
import { z } from 'zod';
import { getTranslations } from 'next-intl/server';
import { adminLayouts, adminPageTree } from '@/features/admin/api/server-reads';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { LayoutEditorLazy } from '@/features/admin/components/layout-editor-lazy';
import { findPage } from '@/features/admin/components/page-tree';
import { requireAdmin } from '@/features/admin/require-admin';
import { getParameters } from '@/features/site/api/get-parameters';
import { getSiteLook } from '@/features/site/api/get-site-info';
import { SiteFonts } from '@/features/site/components/site-fonts';
import { siteThemeVariables } from '@/features/site/theme';
import { sanitizeCmsHtml } from '@/lib/sanitize-cms-html';
import styles from '@/features/admin/components/admin.module.css';

const paramsSchema = z.object({ id: z.coerce.number().int().positive(), layoutId: z.coerce.number().int().positive() });

/** /admin/pages/<id>/layouts/<layoutId>: the layout editor, its preview in the site's theme. */
export default async function AdminLayoutEditor({ params }: { params: Promise<{ id: string; layoutId: string }> }) {
  const session = await requireAdmin();
  const t = await getTranslations('admin');
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return <AdminLoadError message={t('layouts.layoutNotFound')} />;
  try {
    const page = findPage(await adminPageTree(session), parsed.data.id);
    if (!page) return <AdminLoadError message={t('layouts.pageNotFound')} />;
    const [layouts, parameters, look] = await Promise.all([adminLayouts(session, page.id), getParameters(session.siteId), getSiteLook(session.siteId)]);
    const layout = layouts.find((candidate) => candidate.id === parsed.data.layoutId);
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
          titleFallback={layouts.some((other) => other.id !== layout.id && /<h1[\s>]/i.test(sanitizeCmsHtml(other.html))) ? null : page.title}
        />
      </>
    );
  } catch (error) {
    return <AdminLoadError error={error} />;
  }
}
