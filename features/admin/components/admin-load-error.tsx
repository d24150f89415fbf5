import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './admin.module.css';

/** A read of the admin screens failed (platform down, page gone…): say so in French, with a way back. */
export async function AdminLoadError({ error, message }: { error?: unknown; message?: string }) {
  const t = await getTranslations('admin');
  const text = message ?? t('loadFailed', { message: error instanceof Error ? error.message : String(error) });
  return (
    <div className={styles.card} role="alert">
      <p className={styles.error}>{text}</p>
      <Link href="/admin">{t('layouts.back')}</Link>
    </div>
  );
}
