'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { FormFooter } from '@/components/form/fields';
import { personFields } from '@/components/form/person-fields';
import { notify } from '@/components/notify';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { askPasswordReset } from '../api/accounts';
import { askResetSchema } from '../schemas';
import { AuthPanelForm } from './auth-panel-form';
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
    <AuthPanelForm onSubmit={onSubmit} label={t('reset.askTitle')} intro={t('reset.askIntro')} single>
      {personFields({ register, errors, label: (field) => t(field), layout: ['email'] })}
      <FormFooter pending={mutation.isPending} submit={t('reset.askSubmit')} outcome={outcome} />
      <p className={styles.links}>
        <Link href="/auth">{t('reset.backToLogin')}</Link>
      </p>
    </AuthPanelForm>
  );
}
