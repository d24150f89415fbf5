'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { FormFooter, PasswordField, TextField } from '@/components/form/fields';
import { notify } from '@/components/notify';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useLogin } from '../hooks/use-session';
import { loginErrorMessage } from '../login-errors';
import { LOGIN_FIELDS, loginFormSchema } from '../schemas';
import { AuthPanelForm } from './auth-panel-form';
import styles from './auth.module.css';

/** Log in with an identifier (e-mail) and a password; `onLoggedIn` decides where to go next. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useTranslations('auth');
  const tForms = useTranslations('forms');
  const schema = useMemo(() => loginFormSchema(tForms), [tForms]);
  const [alert, setAlert] = useState<string | null>(null);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setFocus,
    serverError,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: { email: '', password: '' }, fields: LOGIN_FIELDS });

  const onSubmit = handleSubmit(
    async (values) => {
      setAlert(null);
      try {
        await login.mutateAsync({ email: values.email.toLowerCase(), password: values.password });
        notify.success(t('loggedIn'));
        onLoggedIn();
      } catch (error) {
        const message = loginErrorMessage(error, t, tForms);
        if (message === null) {
          serverError(error);
          return;
        }
        setAlert(message);
        notify.error(message);
        setFocus('password');
      }
    },
    () => setAlert(null),
  );

  return (
    <AuthPanelForm onSubmit={onSubmit} heading={{ id: 'login-title', text: t('loginTitle') }} intro={t('loginIntro')}>
      <TextField
        label={t('email')}
        required
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('password')}
        required
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormFooter pending={login.isPending} submit={t('loginSubmit')} alert={alert} />
      <p className={styles.links}>
        <Link href="/password/reset/ask">{t('forgotPassword')}</Link>
      </p>
    </AuthPanelForm>
  );
}
