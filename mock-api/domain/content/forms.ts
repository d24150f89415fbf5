import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { formatDate } from '../../../lib/format/date';
import type { CustomForm } from '../../../lib/platform/schemas/content';
import type { Db, DbOrTx } from '../../db/client';
import { formAnswers, forms, type FormFieldDefinition, type StoredAnswerFile } from '../../db/schema';
import type { ApiConfig, SiteRef } from '../../http/context';
import { ApiError } from '../../http/errors';
import type { UploadedFile } from '../../http/route';
import { t } from '../../i18n';
import { acceptedExtensionsOf, maxBytesFor } from '../../../lib/rules/uploads';
import { storeUpload, type StoredUpload } from '../uploads';
import { checkFormAnswer } from './form-answers';
import { companyRecipient, queueMail } from './mail';

type FormRow = typeof forms.$inferSelect;

/** What a file field accepts: its own `accept`, never beyond spec §5 media types + pdf. */
export const acceptedExtensions = (field: FormFieldDefinition): string[] => acceptedExtensionsOf(field.accept);

const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/**
 * The same checks as storeUpload (415 wrong type, 413 too large, 400 empty) made on every file
 * before the first one is written: a refused submission leaves no file behind.
 */
export function checkUploadsBeforeWriting(files: { field: FormFieldDefinition; upload: UploadedFile }[]): void {
  for (const { field, upload } of files) {
    const name = upload.file.name.slice(0, 80);
    const extensions = acceptedExtensions(field);
    const ext = extensionOf(upload.file.name);
    if (!extensions.includes(ext)) throw ApiError.of(415, 'errors.uploadType', { name, types: extensions.join(', ') });
    const max = maxBytesFor(ext);
    if (upload.file.size > max)
      throw ApiError.of(413, 'errors.uploadTooLarge', { name, max: Math.round(max / 1024 / 1024) });
    if (upload.file.size === 0) throw ApiError.of(400, 'errors.uploadEmpty', { name });
  }
}

async function formRow(db: DbOrTx, siteId: number, id: number): Promise<FormRow> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.siteId, siteId), eq(forms.id, id)));
  if (!row) throw ApiError.of(404, 'content.formNotFound');
  return row;
}

export async function getForm(db: DbOrTx, siteId: number, id: number): Promise<CustomForm> {
  const row = await formRow(db, siteId, id);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    submitLabel: row.submitLabel,
    fields: row.fields,
  };
}

/** The answer as the company reads it: one line per field, a date as dd/mm/yyyy (spec §5). */
function describeAnswers(fields: FormFieldDefinition[], values: Record<string, unknown>): string {
  return fields
    .filter((f) => f.type !== 'file')
    .map((f) => {
      const v = values[f.name];
      const shown =
        v === true
          ? 'oui'
          : v === false
            ? 'non'
            : v == null
              ? '—'
              : f.type === 'date'
                ? formatDate(String(v)) || String(v)
                : String(v);
      return `${f.label} : ${shown}`;
    })
    .join('\n');
}

/**
 * Validates an answer against the form (400 with per-field `data.errors`), checks every file
 * (415/413), then writes the files and stores the answer with a notification to the company.
 */
export async function submitForm(
  db: Db,
  site: SiteRef,
  config: ApiConfig,
  formId: number,
  body: Record<string, unknown>,
  uploads: UploadedFile[],
): Promise<{ id: number }> {
  const form = await formRow(db, site.id, formId);
  const check = checkFormAnswer(form.fields, body, uploads);
  if (Object.keys(check.errors).length > 0) {
    throw ApiError.of(400, 'content.formInvalid', undefined, { errors: check.errors });
  }
  const byName = new Map(form.fields.map((f) => [f.name, f]));
  const files = check.files.map((f) => ({ field: byName.get(f.field)!, upload: f.upload }));
  checkUploadsBeforeWriting(files);

  const written: StoredUpload[] = [];
  try {
    const stored: StoredAnswerFile[] = [];
    for (const { field, upload } of files) {
      const ext = extensionOf(upload.file.name);
      const saved = await storeUpload(config.uploadDir, site.id, upload, {
        extensions: acceptedExtensions(field),
        maxBytes: maxBytesFor(ext),
      });
      written.push(saved);
      stored.push({ field: field.name, ...saved });
    }
    return await db.transaction(async (tx) => {
      const [answer] = await tx
        .insert(formAnswers)
        .values({ siteId: site.id, formId: form.id, values: check.values, files: stored })
        .returning({ id: formAnswers.id });
      await queueMail(tx, site.id, {
        to: await companyRecipient(tx, site),
        subject: t('content.mail.formSubject', { title: form.title }),
        body: t('content.mail.formBody', {
          title: form.title,
          siteName: site.name,
          answers: describeAnswers(form.fields, check.values),
          files: stored.length ? stored.map((f) => f.originalName).join(', ') : '—',
        }),
        meta: { formId: form.id, answerId: answer!.id, files: stored.map((f) => f.externalPath) },
      });
      return { id: answer!.id };
    });
  } catch (error) {
    // Nothing half written: files of an answer that was not stored are removed.
    await Promise.all(
      written.map((f) => rm(path.join(config.uploadDir, String(site.id), f.filename), { force: true })),
    );
    throw error;
  }
}
