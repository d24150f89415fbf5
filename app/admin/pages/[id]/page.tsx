import { z } from 'zod';
import { getTranslations } from 'next-intl/server';
import { adminLayouts, adminPageTree } from '@/features/admin/api/server-reads';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { LayoutList } from '@/features/admin/components/layout-list';
import { findPage } from '@/features/admin/components/page-tree';
import { requireAdmin } from '@/features/admin/require-admin';

const paramsSchema = z.object({ id: z.coerce.number().int().positive() });

/** /admin/pages/<id>: one page's layouts. */
export default async function AdminPageLayouts({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireAdmin();
  const t = await getTranslations('admin.layouts');
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return <AdminLoadError message={t('pageNotFound')} />;
  try {
    const page = findPage(await adminPageTree(session), parsed.data.id);
    if (!page) return <AdminLoadError message={t('pageNotFound')} />;
    return <LayoutList page={page} layouts={await adminLayouts(session, page.id)} />;
  } catch (error) {
    return <AdminLoadError error={error} />;
  }
}
