'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { FormMessage, formStyles, SubmitButton, TextField } from '@/components/form/fields';
import { notify } from '@/components/notify';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { askPasswordReset } from '../api/accounts';
import { askResetSchema } from '../schemas';
import styles from './auth.module.css';

/** /password/reset/ask: the same answer for every e-mail, known or not (no account is revealed). */
export function PasswordResetAskForm() {
  const t = useTranslations('auth');
  const tForms = useTranslations('forms');
  const schema = useMemo(() => askResetSchema(tForms), [tForms]);
  const [outcome, setOutcome] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const mutation = useMutation({ mutationFn: askPasswordReset });
  const {
    register,
    handleSubmit,
    serverError,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: { email: '' }, fields: ['email'] });

  const onSubmit = handleSubmit(
    async ({ email }) => {
      setOutcome(null);
      try {
        await mutation.mutateAsync(email.toLowerCase());
        notify.success(t('reset.asked'));
        setOutcome({ kind: 'status', text: t('reset.asked') });
      } catch (error) {
        const formMessage = serverError(error);
        if (formMessage) setOutcome({ kind: 'alert', text: formMessage });
      }
    },
    () => setOutcome(null),
  );

  return (
    <form
      method="post"
      className={`${styles.panel} ${styles.single} ${formStyles.form}`}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('reset.askTitle')}
    >
      <p>{t('reset.askIntro')}</p>
      <TextField
        label={t('email')}
        required
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={mutation.isPending}>{t('reset.askSubmit')}</SubmitButton>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <p className={styles.links}>
        <Link href="/auth">{t('reset.backToLogin')}</Link>
      </p>
    </form>
  );
}
