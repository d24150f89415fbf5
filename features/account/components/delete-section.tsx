'use client';

import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormFooter, formStyles, PasswordField } from '@/components/form/fields';
import { notify } from '@/components/notify';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useLogout } from '@/features/auth';
import { useDeleteAccount } from '../api/account';
import { DELETE_FIELDS, deleteAccountSchema } from '../schemas';
import styles from './account.module.css';

/**
 * Issue 5 §3 "Account deletion behind a confirmation" (spec §6: the member can ask for the account to be
 * removed from a page in the personal space). A native modal <dialog> asks for the password (the platform's
 * confirmation): focus moves into it, Escape closes it, focus returns to the button. Once deleted, the
 * visitor is logged out (session, cookies and whatever logout clears) and sent home with a toast.
 */
export function DeleteSection({ id, onLeave }: { id: string; onLeave: () => void }) {
  const t = useTranslations('account.delete');
  const tForms = useTranslations('forms');
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const schema = useMemo(() => deleteAccountSchema(tForms), [tForms]);
  const [alert, setAlert] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const logout = useLogout();
  const {
    register,
    handleSubmit,
    setFocus,
    reset,
    serverError,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: { password: '' }, fields: DELETE_FIELDS });

  const open = () => {
    reset({ password: '' });
    setAlert(null);
    dialog.current?.showModal();
    setFocus('password');
  };
  const close = () => dialog.current?.close();

  const deleteAccount = async ({ password }: { password: string }) => {
    setAlert(null);
    try {
      await remove.mutateAsync(password);
    } catch (error) {
      const formMessage = serverError(error);
      if (formMessage) setAlert(formMessage);
      return;
    }
    // The account is gone: end the session here too (the proxy clears both cookies whatever the platform says).
    dialog.current?.close();
    onLeave();
    await logout.mutateAsync().catch(() => undefined);
    notify.success(t('deleted'));
    router.replace('/');
  };
  // Built at submit time: the handler closes the dialog (a ref), which nothing may touch while rendering.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => handleSubmit(deleteAccount, () => setAlert(null))(event);

  const pending = remove.isPending || logout.isPending;
  return (
    <section id={id} className={`${styles.section} ${styles.danger}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      <button ref={opener} type="button" className={styles.dangerButton} onClick={open} aria-haspopup="dialog">
        {t('open')}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={`${id}-dialog-title`}
        aria-describedby={`${id}-dialog-text`}
        onClose={() => opener.current?.focus()}
        onCancel={(event) => {
          // Escape closes it, except while the deletion runs.
          if (pending) event.preventDefault();
        }}
      >
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          <h3 id={`${id}-dialog-title`}>{t('dialogTitle')}</h3>
          <p id={`${id}-dialog-text`}>{t('dialogText')}</p>
          <PasswordField
            label={t('password')}
            required
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <FormFooter pending={pending} submit={t('confirm')} alert={alert} actionsClassName={styles.actions}>
            <button type="button" className={styles.secondary} onClick={close} disabled={pending}>
              {t('cancel')}
            </button>
          </FormFooter>
        </form>
      </dialog>
    </section>
  );
}
