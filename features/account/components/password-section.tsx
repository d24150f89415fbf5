'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormFooter, FormMessage, formStyles, PasswordField } from '@/components/form/fields';
import { passwordPairFields } from '@/components/form/password-pair-fields';
import { notify } from '@/components/notify';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useChangePassword } from '../api/account';
import { changePasswordSchema, PASSWORD_FIELDS, type ChangePasswordValues } from '../schemas';
import styles from './account.module.css';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirm: '' };

/** Issue 5 §3 "Password change": the current password, then the new one twice. */
export function PasswordSection({ id }: { id: string }) {
  const t = useTranslations('account.password');
  const tAccount = useTranslations('account');
  const tAuth = useTranslations('auth');
  const tForms = useTranslations('forms');
  const schema = useMemo(() => changePasswordSchema(tForms, tAuth, tAccount), [tForms, tAuth, tAccount]);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    serverError,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: EMPTY, fields: PASSWORD_FIELDS });

  const onSubmit = handleSubmit(
    async ({ currentPassword, newPassword }) => {
      setAlert(null);
      setStatus(null);
      try {
        await change.mutateAsync({ currentPassword, newPassword });
        reset(EMPTY);
        setStatus(t('changed'));
        notify.success(t('changed'));
      } catch (error) {
        const formMessage = serverError(error);
        if (formMessage) {
          setAlert(formMessage);
          notify.error(formMessage);
        }
      }
    },
    () => {
      setAlert(null);
      setStatus(null);
    },
  );

  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <p className={styles.intro}>{t('intro')}</p>
        <PasswordField
          label={t('current')}
          required
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        {passwordPairFields({
          register,
          errors,
          names: { password: 'newPassword', confirm: 'confirm' },
          labels: { password: t('new'), confirm: t('confirm') },
          hint: tAuth('passwordHint'),
        })}
        {/* Shown only after a success, the alert only after a failure: never both. */}
        <div aria-live="polite">{status && <FormMessage kind="status">{status}</FormMessage>}</div>
        <FormFooter pending={change.isPending} submit={t('submit')} alert={alert} />
      </form>
    </section>
  );
}
