'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { FormFooter, FormMessage } from '@/components/form/fields';
import { passwordPairFields } from '@/components/form/password-pair-fields';
import { notify } from '@/components/notify';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { isPlatformError } from '@/lib/platform/client';
import { resetPassword } from '../api/accounts';
import { NEW_PASSWORD_FIELDS, newPasswordSchema } from '../schemas';
import { AuthPanelForm } from './auth-panel-form';
import styles from './auth.module.css';

type Outcome = { kind: 'done' } | { kind: 'invalid' } | { kind: 'alert'; text: string } | null;

/** Whether a refusal means the link itself is unusable (unknown, expired, used, malformed). */
export function isInvalidResetLink(error: unknown): boolean {
  if (!isPlatformError(error) || error.kind !== 'refused' || error.status !== 400) return false;
  const fields = Object.keys(error.fieldErrors);
  return fields.length === 0 || fields.includes('token');
}

/** A reset link's form (password-reset-link.tsx gives it the token): a new password typed twice; a dead link says so and offers a new one. */
export function PasswordResetForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const tForms = useTranslations('forms');
  const schema = useMemo(() => newPasswordSchema(tForms, t), [tForms, t]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mutation = useMutation({ mutationFn: (password: string) => resetPassword(token, password) });
  const {
    register,
    handleSubmit,
    reset,
    serverError,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: { password: '', confirm: '' }, fields: NEW_PASSWORD_FIELDS });

  const onSubmit = handleSubmit(
    async ({ password }) => {
      setOutcome(null);
      try {
        await mutation.mutateAsync(password);
        reset();
        notify.success(t('reset.done'));
        setOutcome({ kind: 'done' });
      } catch (error) {
        if (isInvalidResetLink(error)) {
          setOutcome({ kind: 'invalid' });
          return;
        }
        const formMessage = serverError(error);
        if (formMessage) setOutcome({ kind: 'alert', text: formMessage });
      }
    },
    () => setOutcome(null),
  );

  const alert =
    outcome?.kind === 'invalid' ? (
      <>
        {t('reset.invalid')} <Link href="/password/reset/ask">{t('reset.askAgain')}</Link>
      </>
    ) : outcome?.kind === 'alert' ? (
      outcome.text
    ) : null;

  if (outcome?.kind === 'done') {
    return (
      <div className={`${styles.panel} ${styles.single}`}>
        <FormMessage kind="status">{t('reset.done')}</FormMessage>
        <p className={styles.links}>
          <Link href="/auth">{t('reset.toLogin')}</Link>
        </p>
      </div>
    );
  }

  return (
    <AuthPanelForm onSubmit={onSubmit} label={t('reset.title')} intro={t('reset.intro')} single>
      {passwordPairFields({
        register,
        errors,
        names: { password: 'password', confirm: 'confirm' },
        labels: { password: t('reset.password'), confirm: t('reset.confirm') },
        hint: t('passwordHint'),
      })}
      <FormFooter pending={mutation.isPending} submit={t('reset.submit')} alert={alert} />
    </AuthPanelForm>
  );
}
