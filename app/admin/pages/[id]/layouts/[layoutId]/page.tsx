import { z } from 'zod';
import { getTranslations } from 'next-intl/server';
import { AdminLoadError, LayoutEditorScreen, requireAdmin } from '@/features/admin/screens';

const paramsSchema = z.object({ id: z.coerce.number().int().positive(), layoutId: z.coerce.number().int().positive() });

/** /admin/pages/<id>/layouts/<layoutId>: the layout editor. */
export default async function AdminLayoutEditor({ params }: { params: Promise<{ id: string; layoutId: string }> }) {
  const session = await requireAdmin();
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return <AdminLoadError message={(await getTranslations('admin.layouts'))('layoutNotFound')} />;
  return <LayoutEditorScreen session={session} idPage={parsed.data.id} idLayout={parsed.data.layoutId} />;
}
