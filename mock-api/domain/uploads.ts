import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedFile } from '../http/route';
import { ApiError } from '../http/errors';

// Media types and sizes of spec §5: one source with the storefront's forms.
export {
  DOCUMENT_EXTENSIONS,
  IMAGE_EXTENSIONS,
  MAX_FILE_BYTES,
  MAX_IMAGE_BYTES,
  VIDEO_EXTENSIONS,
} from '../../lib/rules/uploads';

export interface StoredUpload {
  /** File name on disk, under `<uploadDir>/<siteId>/`. */
  filename: string;
  originalName: string;
  size: number;
  mimeType: string;
  /** Path under the image service: `<siteId>/<filename>`. */
  externalPath: string;
}

const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/**
 * Checks a file against the allowed extensions and size, then writes it under the site's folder
 * with a random name (never the client's name: no path tricks, no overwrite).
 */
export async function storeUpload(
  uploadDir: string,
  siteId: number,
  upload: UploadedFile,
  options: { extensions: readonly string[]; maxBytes: number },
): Promise<StoredUpload> {
  const ext = extensionOf(upload.file.name);
  if (!options.extensions.includes(ext)) {
    throw ApiError.of(415, 'errors.uploadType', {
      name: upload.file.name.slice(0, 80),
      types: options.extensions.join(', '),
    });
  }
  if (upload.file.size > options.maxBytes) {
    throw ApiError.of(413, 'errors.uploadTooLarge', {
      name: upload.file.name.slice(0, 80),
      max: Math.round(options.maxBytes / 1024 / 1024),
    });
  }
  if (upload.file.size === 0) throw ApiError.of(400, 'errors.uploadEmpty', { name: upload.file.name.slice(0, 80) });
  const filename = `${randomUUID()}.${ext}`;
  const folder = path.join(uploadDir, String(siteId));
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, filename), Buffer.from(await upload.file.arrayBuffer()));
  return {
    filename,
    originalName: upload.file.name.slice(0, 255),
    size: upload.file.size,
    mimeType: upload.file.type || 'application/octet-stream',
    externalPath: `${siteId}/${filename}`,
  };
}
