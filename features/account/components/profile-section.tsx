'use client';

import { useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { BirthdateField, FormFooter, FormMessage, formStyles, PasswordField } from '@/components/form/fields';
import { personFields, type PersonField } from '@/components/form/person-fields';
import { notify } from '@/components/notify';
import { PROFILE_LIMITS } from '@/lib/forms/rules';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { formatDate } from '@/lib/format/date';
import { calendarDate, MAJORITY_AGE } from '@/lib/rules/registration';
import type { Profile } from '@/lib/platform/schemas/accounts';
import type { RegisterFormSettings } from '@/features/auth';
import { useUpdateProfile } from '../api/account';
import {
  birthdateRequired,
  emailChanged,
  PROFILE_FIELDS,
  profileFormSchema,
  profileToForm,
  toUpdateProfileBody,
} from '../schemas';
import styles from './account.module.css';

interface Props {
  id: string;
  profile: Profile;
  settings: RegisterFormSettings;
}

/** Issue 5 §3 "Profile (e-mail, phone, firstname, lastname, birth date): view and edit". */
export function ProfileSection({ id, profile, settings }: Props) {
  const t = useTranslations('account.profile');
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  const close = (message: string | null) => {
    setEditing(false);
    setStatus(message);
    // Back to the button that opened the form (the form is gone).
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const notGiven = <span className={styles.muted}>{t('notGiven')}</span>;
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <div aria-live="polite">{status && !editing && <FormMessage kind="status">{status}</FormMessage>}</div>
      {editing ? (
        <ProfileForm
          profile={profile}
          settings={settings}
          onSaved={() => close(t('saved'))}
          onCancel={() => close(null)}
        />
      ) : (
        <>
          <dl className={styles.details}>
            <div>
              <dt>{t('firstname')}</dt>
              <dd>{profile.firstname}</dd>
            </div>
            <div>
              <dt>{t('lastname')}</dt>
              <dd>{profile.lastname}</dd>
            </div>
            <div>
              <dt>{t('email')}</dt>
              <dd>{profile.email}</dd>
            </div>
            <div>
              <dt>{t('phone')}</dt>
              <dd>{profile.phone || notGiven}</dd>
            </div>
            <div>
              <dt>{t('birthdate')}</dt>
              <dd>{profile.birthdate ? formatDate(profile.birthdate) : notGiven}</dd>
            </div>
          </dl>
          <button
            ref={editButton}
            type="button"
            className={styles.secondary}
            onClick={() => {
              setStatus(null);
              setEditing(true);
            }}
          >
            {t('edit')}
          </button>
        </>
      )}
    </section>
  );
}

function ProfileForm({
  profile,
  settings,
  onSaved,
  onCancel,
}: {
  profile: Profile;
  settings: RegisterFormSettings;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('account.profile');
  const tAuth = useTranslations('auth');
  const tForms = useTranslations('forms');
  const today = calendarDate(new Date());
  const schema = useMemo(
    () => profileFormSchema(tForms, tAuth, settings, today, profile.email),
    [tForms, tAuth, settings, today, profile.email],
  );
  const [alert, setAlert] = useState<string | null>(null);
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    control,
    serverError,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: profileToForm(profile), fields: PROFILE_FIELDS });
  const email = useWatch({ control, name: 'email' });
  const askPassword = emailChanged(email ?? '', profile.email);

  const onSubmit = handleSubmit(
    async (values) => {
      setAlert(null);
      try {
        await update.mutateAsync(toUpdateProfileBody(values, profile.email));
        notify.success(t('saved'));
        onSaved();
      } catch (error) {
        const formMessage = serverError(error);
        if (formMessage) {
          setAlert(formMessage);
          notify.error(formMessage);
        }
      }
    },
    () => setAlert(null),
  );

  const requireBirthdate = birthdateRequired(settings);
  // The current password goes between the e-mail and the phone: the person's fields come in two parts.
  const person = { register, errors, label: (field: PersonField) => t(field), limits: PROFILE_LIMITS };
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t('title')}>
      {personFields({ ...person, layout: [['firstname', 'lastname'], 'email'], autoFocus: 'firstname' })}
      {askPassword && (
        <PasswordField
          label={t('currentPassword')}
          required
          autoComplete="current-password"
          hint={t('currentPasswordHint')}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      {personFields({
        ...person,
        layout: ['phone'],
        hints: { phone: settings.onlyMobilePhone ? tAuth('phoneHintMobile') : undefined },
      })}
      <BirthdateField
        label={t('birthdate')}
        required={requireBirthdate}
        today={today}
        hint={settings.blockMinors ? tAuth('birthdateHintAdult', { age: MAJORITY_AGE }) : undefined}
        error={errors.birthdate?.message}
        {...register('birthdate')}
      />
      <FormFooter pending={update.isPending} submit={t('save')} alert={alert} actionsClassName={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={update.isPending}>
          {t('cancel')}
        </button>
      </FormFooter>
    </form>
  );
}
