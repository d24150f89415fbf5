'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormMessage, formStyles, SelectField, SubmitButton, TextField } from '@/components/form/fields';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { preloadBrowserPlatform } from '@/lib/platform/lazy-browser';
import { registerToElement } from '../api/register';
import { registrationRefusal } from '../registration-errors';
import {
  EMPTY_REGISTRATION,
  REGISTER_FIELDS,
  registerSchema,
  seatsOffered,
  type RegisterValues,
} from '../register-rules';
import styles from './elements.module.css';
import { countValues } from '@/lib/format/number';

/**
 * Registration to an event (spec §7 POST /element/{route}/{id}/register): name, e-mail, phone, seats. The
 * confirmation replaces the form; a full, closed or started event replaces it with the platform's French
 * message; fewer seats than asked is said on the seats field; everything typed stays on any refusal.
 */
export function RegisterForm({
  route,
  id,
  title,
  remainingSeats,
}: {
  route: string;
  id: number;
  title: string;
  remainingSeats: number | null;
}) {
  const tForms = useTranslations('forms');
  const t = useTranslations('elements.register');
  const [maxSeats, setMaxSeats] = useState(seatsOffered(remainingSeats));
  const schema = useMemo(() => registerSchema(tForms, t, maxSeats), [tForms, t, maxSeats]);
  const {
    register,
    handleSubmit,
    setError,
    serverError,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { defaultValues: EMPTY_REGISTRATION, fields: REGISTER_FIELDS });
  const [done, setDone] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const onSubmit = handleSubmit(
    async (values: RegisterValues) => {
      setFormMessage(null);
      try {
        const saved = await registerToElement(route, id, {
          firstname: values.firstname,
          lastname: values.lastname,
          email: values.email,
          phone: values.phone || null,
          seats: Number(values.seats),
        });
        setDone({
          kind: 'status',
          text: t('confirmed', { title, ...countValues(saved.seats) }),
        });
      } catch (error) {
        const refusal = registrationRefusal(error, t);
        if (refusal.kind === 'closed') setDone({ kind: 'alert', text: refusal.message });
        else if (refusal.kind === 'seats') {
          setMaxSeats(Math.min(refusal.remainingSeats, maxSeats));
          setError('seats', { type: 'server', message: refusal.message }, { shouldFocus: true });
        } else if (refusal.kind === 'tooMany') setFormMessage(refusal.message);
        else setFormMessage(serverError(error));
      }
    },
    () => setFormMessage(null),
  );

  if (done)
    return (
      <div className={styles.outcome}>
        <FormMessage kind={done.kind}>{done.text}</FormMessage>
      </div>
    );
  return (
    <form
      method="post"
      className={formStyles.form}
      onSubmit={onSubmit}
      onFocus={preloadBrowserPlatform}
      noValidate
      aria-labelledby="register-title"
    >
      <div className={formStyles.row}>
        <TextField
          label={t('firstname')}
          required
          autoComplete="given-name"
          maxLength={100}
          error={errors.firstname?.message}
          {...register('firstname')}
        />
        <TextField
          label={t('lastname')}
          required
          autoComplete="family-name"
          maxLength={100}
          error={errors.lastname?.message}
          {...register('lastname')}
        />
      </div>
      <div className={formStyles.row}>
        <TextField
          label={t('email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <SelectField
        label={t('seats')}
        required
        options={Array.from({ length: maxSeats }, (_, i) => String(i + 1))}
        placeholder="—"
        error={errors.seats?.message}
        className={styles.seats}
        {...register('seats')}
      />
      <SubmitButton pending={isSubmitting}>{t('submit')}</SubmitButton>
      {formMessage && <FormMessage kind="alert">{formMessage}</FormMessage>}
    </form>
  );
}
