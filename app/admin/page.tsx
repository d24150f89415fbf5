import { getTranslations } from 'next-intl/server';
import { adminAddressTypes, adminPageTree, companyAddresses } from '@/features/admin/api/server-reads';
import { AddressTypesPanel } from '@/features/admin/components/address-types-panel';
import { PageTree } from '@/features/admin/components/page-tree';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { requireAdmin } from '@/features/admin/require-admin';
import styles from '@/features/admin/components/admin.module.css';

/** /admin: the site's page tree, and the address types with the addresses that carry them. */
export default async function AdminHome() {
  const session = await requireAdmin();
  const t = await getTranslations('admin');
  try {
    const [tree, types, addresses] = await Promise.all([adminPageTree(session), adminAddressTypes(session), companyAddresses(session)]);
    return (
      <>
        <h1>{t('title')}</h1>
        <div className={styles.grid}>
          <PageTree tree={tree} />
          <AddressTypesPanel types={types} addresses={addresses} />
        </div>
      </>
    );
  } catch (error) {
    return <AdminLoadError error={error} />;
  }
}
