import { AdminHomeScreen, requireAdmin } from '@/features/admin/screens';

/** /admin: the site's page tree and address types. */
export default async function AdminHome() {
  return <AdminHomeScreen session={await requireAdmin()} />;
}
