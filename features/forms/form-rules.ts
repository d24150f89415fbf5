import { z } from 'zod';
import { HONEYPOT_FIELD, type FormField } from '@/lib/platform/schemas/content';
import type { Translate } from '@/lib/forms/translate';
import {
  acceptedExtensionsOf,
  extensionOf,
  IMAGE_EXTENSIONS,
  MAX_FILE_BYTES,
  MAX_IMAGE_BYTES,
  maxBytesFor,
} from '@/lib/rules/uploads';

// The rules of a custom form (spec §3 Form, §5 media types, §7 multipart uploads), built from the owner's
// definition: the same checks the platform makes (mock-api/domain/content/form-answers.ts), worded in French,
// so a visitor learns what is wrong before sending. The platform checks again and its per-field answer wins.

/** What a field holds while typed: text for most, a tick for a checkbox, the chosen files for a file field. */
export type CustomFormValue = string | boolean | FileList | File[] | null;
export type CustomFormValues = Record<string, CustomFormValue>;

const DEFAULT_MAX = { textarea: 5000, other: 255 } as const;
const PHONE = /^\+?[0-9 .()-]{6,30}$/;
const MEGABYTE = 1024 * 1024;

/** The starting value of every field (a controlled form: nothing undefined), the honeypot included. */
export function emptyValues(fields: readonly FormField[]): CustomFormValues {
  const values: CustomFormValues = { [HONEYPOT_FIELD]: '' };
  for (const field of fields)
    values[field.name] = field.type === 'checkbox' ? false : field.type === 'file' ? null : '';
  return values;
}

/** The files a file input holds (a FileList from the browser, an array in tests), as an array. */
export const filesOf = (value: CustomFormValue | undefined): File[] =>
  value && typeof value === 'object' ? Array.from(value as ArrayLike<File>) : [];

/** A number as typed by a French visitor ("2,5"), or NaN. */
export function parseNumber(text: string): number {
  const normalized = text.replace(/\s+/g, '').replace(',', '.');
  return /^-?\d+(?:\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** The hint under a file field: the accepted types and the size limits of spec §5. */
export function fileHint(field: FormField, t: Translate): string {
  const types = acceptedExtensionsOf(field.accept);
  const imagesOnly = types.every((type) => (IMAGE_EXTENSIONS as readonly string[]).includes(type));
  const hint = imagesOnly
    ? t('custom.fileHintImages', { types: types.join(', '), max: MAX_IMAGE_BYTES / MEGABYTE })
    : t('custom.fileHintMixed', {
        types: types.join(', '),
        imageMax: MAX_IMAGE_BYTES / MEGABYTE,
        fileMax: MAX_FILE_BYTES / MEGABYTE,
      });
  return field.multiple ? `${hint} ${t('custom.fileHintMultiple')}` : hint;
}

/** The `accept` attribute of a file input: `.jpg,.png…`, narrowed to what the platform takes. */
export const acceptAttribute = (field: FormField): string =>
  acceptedExtensionsOf(field.accept)
    .map((type) => `.${type}`)
    .join(',');

/** The French message of what is wrong with a file field's files, or null. */
export function fileError(field: FormField, files: readonly File[], t: Translate): string | null {
  if (files.length === 0) return field.required ? t('custom.fileRequired') : null;
  if (!field.multiple && files.length > 1) return t('custom.oneFile');
  const types = acceptedExtensionsOf(field.accept);
  for (const file of files) {
    const name = file.name.slice(0, 80);
    const extension = extensionOf(file.name);
    if (!types.includes(extension)) return t('custom.fileType', { name, types: types.join(', ') });
    const max = maxBytesFor(extension);
    if (file.size > max) return t('custom.fileTooLarge', { name, max: Math.round(max / MEGABYTE) });
    if (file.size === 0) return t('custom.fileEmpty', { name });
  }
  return null;
}

function textRule(field: FormField, t: Translate): z.ZodType<string> {
  const max = field.maxLength ?? (field.type === 'textarea' ? DEFAULT_MAX.textarea : DEFAULT_MAX.other);
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (text === '') {
        if (field.required) issue(t('required'));
        return;
      }
      if (text.length > max) return issue(t('tooLong', { max }));
      switch (field.type) {
        case 'email':
          if (!z.email().safeParse(text).success) issue(t('email'));
          return;
        case 'tel':
          if (!PHONE.test(text)) issue(t('phone'));
          return;
        case 'date':
          if (!z.iso.date().safeParse(text).success) issue(t('custom.date'));
          return;
        case 'select':
        case 'radio':
          if (!field.options?.includes(text)) issue(t('custom.option'));
          return;
        case 'number': {
          const number = parseNumber(text);
          if (!Number.isFinite(number)) return issue(t('custom.number'));
          const { min, max: top } = field;
          const low = min !== undefined && number < min;
          const high = top !== undefined && number > top;
          if (!low && !high) return;
          if (min !== undefined && top !== undefined) return issue(t('custom.numberRange', { min, max: top }));
          return issue(low ? t('custom.numberMin', { min: min! }) : t('custom.numberMax', { max: top! }));
        }
      }
    });
}

/**
 * The zod schema of a form's answer: one rule per field, by its type. `t` translates the `forms` namespace.
 * Text values come out trimmed; files as arrays.
 */
export function customFormSchema(fields: readonly FormField[], t: Translate) {
  const shape: Record<string, z.ZodType> = {
    [HONEYPOT_FIELD]: z.string().optional(),
  };
  for (const field of fields) {
    if (field.type === 'checkbox') {
      shape[field.name] = z.boolean().refine((checked) => !field.required || checked, { error: t('required') });
    } else if (field.type === 'file') {
      shape[field.name] = z
        .custom<CustomFormValue>()
        .transform((value) => filesOf(value))
        .superRefine((files, ctx) => {
          const message = fileError(field, files, t);
          if (message) ctx.addIssue({ code: 'custom', message });
        });
    } else {
      shape[field.name] = z.preprocess((value) => (typeof value === 'string' ? value : ''), textRule(field, t));
    }
  }
  return z.object(shape) as unknown as z.ZodType<CustomFormValues, CustomFormValues>;
}

/**
 * The multipart body of an answer (spec §7 uploads): the values as one JSON-encoded object under `answers`
 * (a text that starts with `[` or `{` then stays a text), checkboxes as booleans, numbers with a decimal point,
 * empty fields left out; the files of the form's first file field under `image` (one) or `images` (several),
 * another file field's under its own name (the platform maps both); the honeypot only when something filled it.
 */
export function answerBody(fields: readonly FormField[], values: CustomFormValues): FormData {
  const body = new FormData();
  const answers: Record<string, string | boolean> = {};
  const firstFile = fields.find((field) => field.type === 'file');
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === 'checkbox') answers[field.name] = value === true;
    else if (field.type === 'file') {
      const files = filesOf(value);
      const key = field !== firstFile ? field.name : files.length > 1 ? 'images' : 'image';
      for (const file of files) body.append(key, file, file.name);
    } else if (typeof value === 'string' && value.trim() !== '') {
      const text = value.trim();
      answers[field.name] = field.type === 'number' ? String(parseNumber(text)) : text;
    }
  }
  body.append('answers', JSON.stringify(answers));
  const trap = values[HONEYPOT_FIELD];
  if (typeof trap === 'string' && trap !== '') body.append(HONEYPOT_FIELD, trap);
  return body;
}
