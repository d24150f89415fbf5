import { z } from 'zod';
import { getTranslations } from 'next-intl/server';
import { AdminLoadError, PageLayoutsScreen, requireAdmin } from '@/features/admin/screens';

const paramsSchema = z.object({ id: z.coerce.number().int().positive() });

/** /admin/pages/<id>: one page's layouts. */
export default async function AdminPageLayouts({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireAdmin();
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return <AdminLoadError message={(await getTranslations('admin.layouts'))('pageNotFound')} />;
  return <PageLayoutsScreen session={session} idPage={parsed.data.id} />;
}
