import { z } from 'zod';
import type { FormFieldDefinition } from '../../db/schema';
import type { UploadedFile } from '../../http/route';
import { t } from '../../i18n';

export type AnswerValue = string | boolean | null;

export interface FormAnswerCheck {
  /** The cleaned values, one per field of the form (files excluded); unknown keys are dropped. */
  values: Record<string, AnswerValue>;
  /** The files of each file field. */
  files: { field: string; upload: UploadedFile }[];
  /** Per-field French messages (spec §5: form submission errors come back per field). */
  errors: Record<string, string>;
}

/** Keys that carry files without naming a field: spec §7 `image` (one) and `images` (several). */
const GENERIC_FILE_KEYS = new Set(['image', 'images']);
const DEFAULT_MAX = { textarea: 5000, other: 255 } as const;
const PHONE = /^\+?[0-9 .()-]{6,30}$/;
const email = z.email();
const isoDate = z.iso.date();

/** Spec §7: the values may come as one JSON-encoded object under `answers`, or one key per field. */
export function answerValues(body: Record<string, unknown>): Record<string, unknown> {
  const nested = body.answers;
  return nested && typeof nested === 'object' && !Array.isArray(nested) ? (nested as Record<string, unknown>) : body;
}

function asText(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function asCheckbox(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|on|1)$/i.test(value)) return true;
  if (typeof value === 'string' && /^(false|off|0)$/i.test(value)) return false;
  return undefined;
}

/** One non-file field: its cleaned value, or the French message saying what is wrong. */
export function checkField(field: FormFieldDefinition, raw: unknown): { value: AnswerValue } | { error: string } {
  if (field.type === 'checkbox') {
    const checked = asCheckbox(raw);
    if (checked === undefined) return { error: t('content.rules.checkbox') };
    if (field.required && !checked) return { error: t('content.rules.required') };
    return { value: checked };
  }
  const text = asText(raw);
  if (text === undefined) return { error: t('content.rules.notText') };
  if (text === null) return field.required ? { error: t('content.rules.required') } : { value: null };
  const max = field.maxLength ?? (field.type === 'textarea' ? DEFAULT_MAX.textarea : DEFAULT_MAX.other);
  if (text.length > max) return { error: t('content.rules.tooLong', { max }) };
  switch (field.type) {
    case 'email':
      return email.safeParse(text).success ? { value: text.toLowerCase() } : { error: t('content.rules.email') };
    case 'tel':
      return PHONE.test(text) ? { value: text } : { error: t('content.rules.phone') };
    case 'date':
      return isoDate.safeParse(text).success ? { value: text } : { error: t('content.rules.date') };
    case 'select':
    case 'radio':
      return field.options?.includes(text) ? { value: text } : { error: t('content.rules.option') };
    case 'number': {
      // A French decimal comma is a decimal point.
      const normalized = text.replace(/\s+/g, '').replace(',', '.');
      const number = /^-?\d+(?:\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
      if (!Number.isFinite(number)) return { error: t('content.rules.number') };
      if ((field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max))
        return {
          error: t('content.rules.numberRange', { min: field.min ?? '−∞', max: field.max ?? '+∞' }),
        };
      return { value: String(number) };
    }
    default:
      return { value: text };
  }
}

/** Which file field a multipart key fills: its own name, or the first file field for `image`/`images`. */
function fileFieldFor(fields: FormFieldDefinition[], key: string): FormFieldDefinition | undefined {
  const named = fields.find((f) => f.type === 'file' && f.name === key);
  if (named) return named;
  return GENERIC_FILE_KEYS.has(key) ? fields.find((f) => f.type === 'file') : undefined;
}

/**
 * Checks an answer against the form's definition, without touching anything: the caller writes
 * nothing unless `errors` is empty. File types and sizes are checked afterwards (415/413).
 */
export function checkFormAnswer(
  fields: FormFieldDefinition[],
  body: Record<string, unknown>,
  uploads: UploadedFile[],
): FormAnswerCheck {
  const raw = answerValues(body);
  const values: Record<string, AnswerValue> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.type === 'file') continue;
    const result = checkField(field, raw[field.name]);
    if ('error' in result) errors[field.name] = result.error;
    else values[field.name] = result.value;
  }

  const files: FormAnswerCheck['files'] = [];
  for (const upload of uploads) {
    const field = fileFieldFor(fields, upload.field);
    if (!field) errors[upload.field] ??= t('content.rules.noFileField');
    else files.push({ field: field.name, upload });
  }
  for (const field of fields.filter((f) => f.type === 'file')) {
    const count = files.filter((f) => f.field === field.name).length;
    if (field.required && count === 0) errors[field.name] = t('content.rules.fileRequired');
    else if (!field.multiple && count > 1) errors[field.name] = t('content.rules.oneFile');
  }
  return { values, files, errors };
}
