'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BirthdateField, CheckboxField, FormFooter, PasswordField } from '@/components/form/fields';
import { personFields } from '@/components/form/person-fields';
import { notify } from '@/components/notify';
import { PROFILE_LIMITS } from '@/lib/forms/rules';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { isPlatformError } from '@/lib/platform/errors';
import { calendarDate, MAJORITY_AGE, needsBirthdate } from '@/lib/rules/registration';
import { registerAccount } from '../api/accounts';
import { useLogin } from '../hooks/use-session';
import {
  EMPTY_REGISTER_FORM,
  REGISTER_FIELDS,
  registerFormSchema,
  toRegisterBody,
  type RegisterFormSettings,
} from '../schemas';
import { AuthPanelForm } from './auth-panel-form';

/**
 * Create an account (spec §2 /auth, §5 terms box): the site's parameters add the birth date
 * (ASK_BIRTHDATE_AT_REGISTER, BLOCK_MINORS_FROM_REGISTERING), restrict phones to French mobiles
 * (ALLOW_ONLY_MOBILE_PHONE) and offer the newsletter (ENABLE_NEWSLETTER). The new member is then
 * logged in with the same credentials.
 */
export function RegisterForm({
  settings,
  onRegistered,
}: {
  settings: RegisterFormSettings;
  onRegistered: (loggedIn: boolean) => void;
}) {
  const t = useTranslations('auth');
  const tForms = useTranslations('forms');
  const today = calendarDate(new Date());
  const schema = useMemo(() => registerFormSchema(tForms, t, settings, today), [tForms, t, settings, today]);
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    serverError,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: EMPTY_REGISTER_FORM, fields: REGISTER_FIELDS });

  const onSubmit = handleSubmit(
    async (values) => {
      setAlert(null);
      setPending(true);
      try {
        const body = toRegisterBody(values, settings);
        await registerAccount(body);
        try {
          await login.mutateAsync({ email: body.email, password: body.password });
        } catch {
          // The account exists; logging in can be done by hand.
          notify.success(t('registeredLogin'));
          onRegistered(false);
          return;
        }
        notify.success(t('registered'));
        onRegistered(true);
      } catch (error) {
        // Issue 5: no message tells whether an e-mail has an account. The platform answers 409 for a taken address;
        // the form says only that this address cannot be used here, and where to go if it is theirs.
        if (isPlatformError(error) && error.status === 409) {
          setError('email', { message: t('emailUnavailable') }, { shouldFocus: true });
          return;
        }
        const formMessage = serverError(error);
        if (formMessage) {
          setAlert(formMessage);
          notify.error(formMessage);
        }
      } finally {
        setPending(false);
      }
    },
    () => setAlert(null),
  );

  const askBirthdate = needsBirthdate(settings);
  const phoneHint = settings.onlyMobilePhone ? t('phoneHintMobile') : undefined;
  const newTab = { target: '_blank', rel: 'noopener' } as const;
  return (
    <AuthPanelForm
      onSubmit={onSubmit}
      heading={{ id: 'register-title', text: t('registerTitle') }}
      intro={t('registerIntro')}
    >
      {personFields({
        register,
        errors,
        label: (field) => t(field),
        limits: PROFILE_LIMITS,
        hints: { phone: phoneHint },
      })}
      {askBirthdate && (
        <BirthdateField
          label={t('birthdate')}
          required
          today={today}
          hint={settings.blockMinors ? t('birthdateHintAdult', { age: MAJORITY_AGE }) : undefined}
          error={errors.birthdate?.message}
          {...register('birthdate')}
        />
      )}
      <PasswordField
        label={t('password')}
        required
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <CheckboxField
        required
        label={t.rich('terms', {
          useTerms: (chunks) => (
            <Link href="/use-terms" {...newTab}>
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/privacy-policy" {...newTab}>
              {chunks}
            </Link>
          ),
        })}
        error={errors.termsAccepted?.message}
        {...register('termsAccepted')}
      />
      {settings.newsletter && <CheckboxField label={t('newsletter')} {...register('newsletter')} />}
      <FormFooter pending={pending} submit={t('registerSubmit')} alert={alert} />
    </AuthPanelForm>
  );
}
