'use client';

import { useId, useMemo, useState } from 'react';
import Link from 'next/link';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CheckboxField, FormFooter, formStyles, TextAreaField, TextField } from '@/components/form/fields';
import { personFields } from '@/components/form/person-fields';
import { notify } from '@/components/notify';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { usePlatformForm } from '@/lib/forms/use-platform-form';
import { preloadBrowserPlatform } from '@/lib/platform/lazy-browser';
import { sendContactMessage } from '../api/send-message';
import { CONTACT_FIELDS, CONTACT_LIMITS, EMPTY_CONTACT_FORM, toContactBody } from '../form-values';
import type { ContactFormOutput, ContactFormValues } from '../schemas';
import { withQueryClient } from '@/components/query-provider';
import { countValues } from '@/lib/format/number';

/** The form's rules (zod, ~30 kB gzip) load when it first validates, or as soon as the visitor starts on it. */
const loadRules = () => Promise.all([import('@hookform/resolvers/zod'), import('../schemas')]);

const warm = () => {
  void loadRules().catch(() => undefined);
  preloadBrowserPlatform();
};

/**
 * The contact message form (spec §7 POST /message): checked in the browser with the platform's rules,
 * the platform's per-field errors put back on their fields, a toast and an inline confirmation on
 * success, then emptied. A failure keeps everything typed.
 */
export function ContactForm() {
  const t = useTranslations('contact');
  const tForms = useTranslations('forms');
  const resolver = useMemo(
    () =>
      lazyZodResolver<ContactFormValues, ContactFormOutput>(async () =>
        (await import('../schemas')).contactFormSchema(tForms, t),
      ),
    [tForms, t],
  );
  const [outcome, setOutcome] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    serverError,
    formState: { errors },
  } = usePlatformForm(resolver, { defaultValues: EMPTY_CONTACT_FORM, fields: CONTACT_FIELDS });

  const honeypotId = useId();
  const mutation = useMutation({ mutationFn: sendContactMessage });
  const messageLength = watch('message').length;

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        await mutation.mutateAsync(toContactBody(values));
        reset(EMPTY_CONTACT_FORM);
        notify.success(t('sent'));
        setOutcome({ kind: 'status', text: t('sent') });
      } catch (error) {
        const formMessage = serverError(error);
        if (formMessage) {
          notify.error(formMessage);
          setOutcome({ kind: 'alert', text: formMessage });
        }
      }
    },
    () => setOutcome(null),
  );

  const pending = mutation.isPending;
  return (
    <form
      method="post"
      className={formStyles.form}
      onSubmit={onSubmit}
      onFocus={warm}
      onPointerEnter={warm}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{t('formTitle')}</h2>
      {personFields({
        register,
        errors,
        label: (field) => t(field),
        layout: [
          ['firstname', 'lastname'],
          ['email', 'phone'],
        ],
        optional: ['phone'],
        limits: CONTACT_LIMITS,
      })}
      <TextField
        label={t('subject')}
        required
        maxLength={CONTACT_LIMITS.subject}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label={t('message')}
        required
        rows={7}
        maxLength={CONTACT_LIMITS.message}
        hint={t('messageHint', countValues(messageLength))}
        error={errors.message?.message}
        {...register('message')}
      />
      <CheckboxField
        required
        label={t.rich('consent', { link: (chunks) => <Link href="/privacy-policy">{chunks}</Link> })}
        error={errors.consent?.message}
        {...register('consent')}
      />
      {/* A honeypot for form-filling robots (POST /message then does nothing): hidden from people and assistive
          technologies, out of the tab order, named and marked so that browsers never autofill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={honeypotId}>{t('honeypot.label')}</label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...register('website_url')} />
      </div>
      <FormFooter pending={pending} submit={t('submit')} outcome={outcome} />
    </form>
  );
}

/** The form under its own React Query provider: what the lazy wrapper loads. */
export const ContactFormWithQuery = withQueryClient(ContactForm);
