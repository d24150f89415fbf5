'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegister } from 'react-hook-form';
import {
  CheckboxField,
  FileField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/form/fields';
import type { FormField } from '@/lib/platform/schemas/content';
import { acceptAttribute, fileHint, type CustomFormValues } from '../form-rules';

/** The input type and keyboard of the one-line fields, by field type. */
const ONE_LINE = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  // A text input with the decimal keyboard: type="number" would empty what a visitor typed with a comma.
  number: { type: 'text', inputMode: 'decimal' },
  date: { type: 'date' },
} as const;

/**
 * One field of a custom form (spec §3 Form), drawn by its type: a labelled input, text area, drop-down list,
 * radio group, tick box or file input, with its required mark, its hint and its error tied to it.
 */
export function CustomFormField({
  field,
  register,
  error,
}: {
  field: FormField;
  register: UseFormRegister<CustomFormValues>;
  error?: string;
}) {
  const t = useTranslations('forms');
  const common = { label: field.label, required: field.required, error, ...register(field.name) };
  switch (field.type) {
    case 'textarea':
      return <TextAreaField {...common} rows={6} maxLength={field.maxLength} placeholder={field.placeholder} />;
    case 'select':
      return <SelectField {...common} options={field.options ?? []} placeholder={t('custom.choose')} />;
    case 'radio':
      return <RadioGroupField {...common} options={field.options ?? []} />;
    case 'checkbox':
      return <CheckboxField {...common} />;
    case 'file':
      return (
        <FileField
          {...common}
          accept={acceptAttribute(field)}
          multiple={field.multiple ?? false}
          hint={fileHint(field, t)}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          {...ONE_LINE.number}
          placeholder={field.placeholder}
          hint={
            field.min !== undefined && field.max !== undefined
              ? t('custom.numberHint', { min: field.min, max: field.max })
              : undefined
          }
        />
      );
    default:
      return (
        <TextField {...common} {...ONE_LINE[field.type]} maxLength={field.maxLength} placeholder={field.placeholder} />
      );
  }
}
