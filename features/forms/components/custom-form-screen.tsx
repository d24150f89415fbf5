import { getTranslations } from 'next-intl/server';
import { ScreenMessages } from '@/components/screen-messages';
import { FormMessage } from '@/components/form/fields';
import { getCustomForm } from '../api/get-form';
import { CustomFormLazy } from './custom-form-lazy';
import styles from './custom-form-screen.module.css';

/** The form a page names in `cms.config.formId` (a positive integer), or null. */
export function formIdOf(config: Record<string, unknown>): number | null {
  const id = config.formId;
  const number = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

/**
 * The screen of a page whose `cms.route` is `form` (e.g. the salon's /questionnaire): the form's title and
 * description, then the form. A form the platform does not have shows nothing; a failed read says so in French.
 */
export async function CustomFormScreen({ siteId, config }: { siteId: number; config: Record<string, unknown> }) {
  const formId = formIdOf(config);
  if (formId === null) return null;
  const t = await getTranslations('forms');
  let form;
  try {
    form = await getCustomForm(siteId, formId);
  } catch {
    return <FormMessage kind="alert">{t('custom.unavailable')}</FormMessage>;
  }
  if (!form) return null;
  const headingId = `custom-form-${form.id}`;
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h2 id={headingId}>{form.title}</h2>
      {form.description && <p className={styles.description}>{form.description}</p>}
      <ScreenMessages namespaces={['forms']}>
        <CustomFormLazy form={form} headingId={headingId} />
      </ScreenMessages>
    </section>
  );
}
