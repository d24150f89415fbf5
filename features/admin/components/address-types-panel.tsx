import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import type { addressTypeSchema, companyAddressSchema } from '@/lib/platform/schemas/shop';
import styles from './admin.module.css';

type AddressType = z.infer<typeof addressTypeSchema>;
type CompanyAddress = z.infer<typeof companyAddressSchema>;

/**
 * Spec §3/§6: address types come from the server (GET /admin/address/type, admin only). Shown where they
 * matter: next to the company addresses that carry them (click-and-collect points, head office…).
 */
export async function AddressTypesPanel({ types, addresses }: { types: AddressType[]; addresses: CompanyAddress[] }) {
  const t = await getTranslations('admin.addressTypes');
  return (
    <section className={styles.card} aria-labelledby="admin-address-types">
      <h2 id="admin-address-types">{t('title')}</h2>
      <p className={styles.muted}>{t('intro')}</p>
      {types.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <dl>
          {types.map((type) => {
            const carriers = addresses.filter((address) => address.type.some((own) => own.value === type.value));
            return (
              <div key={type.id}>
                <dt>
                  <strong>{type.label}</strong> <span className={styles.path}>{t('code', { value: type.value })}</span>
                </dt>
                <dd className={styles.muted}>
                  {carriers.length === 0
                    ? t('noAddress')
                    : carriers.map((address) => `${address.name} (${address.city})`).join(' · ')}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
