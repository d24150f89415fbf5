'use client';

import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormMessage, formStyles, SubmitButton } from '@/components/form/fields';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { isPlatformError } from '@/lib/platform/errors';
import { preloadBrowserPlatform } from '@/lib/platform/lazy-browser';
import { HONEYPOT_FIELD, type CustomForm as CustomFormDefinition } from '@/lib/platform/schemas/content';
import { submitCustomForm } from '../api/submit-form';
import { answerBody, customFormSchema, emptyValues, type CustomFormValues } from '../form-rules';
import { CustomFormField } from './custom-form-field';

/**
 * A custom form of the owner's (spec §3 Form, §7 POST /forms/{id}/submit): every field drawn by its type,
 * checked in the browser with the platform's rules, sent as multipart with its files; the platform's per-field
 * errors land on their fields (a refused file on the file field), and everything typed stays. On success, the
 * confirmation, and the form is emptied for another answer.
 */
export function CustomForm({ form, headingId }: { form: CustomFormDefinition; headingId: string }) {
  const t = useTranslations('forms');
  const schema = useMemo(() => customFormSchema(form.fields, t), [form.fields, t]);
  const defaults = useMemo(() => emptyValues(form.fields), [form.fields]);
  const names = useMemo(() => form.fields.map((field) => field.name), [form.fields]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    serverError,
    formState: { errors, isSubmitting },
  } = useZodForm<CustomFormValues, CustomFormValues>(schema, { defaultValues: defaults, fields: names });
  const [outcome, setOutcome] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const honeypotId = useId();
  const firstFile = form.fields.find((field) => field.type === 'file');

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        await submitCustomForm(form.id, answerBody(form.fields, values));
        reset(defaults);
        setOutcome({ kind: 'status', text: t('custom.sent') });
      } catch (error) {
        // A refused file (wrong type 415, too large 413) belongs to the file field, not to the whole form.
        if (firstFile && isPlatformError(error) && (error.status === 413 || error.status === 415) && error.message) {
          setError(firstFile.name, { type: 'server', message: error.message }, { shouldFocus: true });
          return;
        }
        const formMessage = serverError(error);
        if (formMessage) setOutcome({ kind: 'alert', text: formMessage });
      }
    },
    () => setOutcome(null),
  );

  return (
    <form
      method="post"
      encType="multipart/form-data"
      className={formStyles.form}
      onSubmit={onSubmit}
      onFocus={preloadBrowserPlatform}
      noValidate
      aria-labelledby={headingId}
    >
      <p className={formStyles.hint}>{t('custom.requiredNote')}</p>
      {form.fields.map((field) => (
        <CustomFormField
          key={field.name}
          field={field}
          register={register}
          error={errors[field.name]?.message as string | undefined}
        />
      ))}
      {/* A honeypot for form-filling robots (the platform then stores nothing): hidden from people and assistive
          technologies, out of the tab order, named so that browsers never autofill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={honeypotId}>{t('custom.honeypot')}</label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>
      <SubmitButton pending={isSubmitting}>{form.submitLabel}</SubmitButton>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
    </form>
  );
}
