/**
 * What a visitor may upload (spec §5 media types), shared by the platform (mock-api/domain/uploads.ts) and the
 * storefront's forms, which check the same rules before sending.
 */
export const IMAGE_EXTENSIONS = ['svg', 'jpeg', 'jpg', 'png'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'avi', 'wmv', 'flv'] as const;
/** Documents a form may also accept (attachments of custom forms). */
export const DOCUMENT_EXTENSIONS = ['pdf'] as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const ALL_EXTENSIONS: readonly string[] = [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS, ...DOCUMENT_EXTENSIONS];
const IMAGE_SET: ReadonlySet<string> = new Set(IMAGE_EXTENSIONS);

/** A file name's extension, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** What a form's file field accepts: its own `accept`, never beyond spec §5 media types + pdf. */
export function acceptedExtensionsOf(accept: readonly string[] | undefined): string[] {
  const wanted = accept?.map((e) => e.replace(/^\./, '').toLowerCase());
  return wanted?.length ? ALL_EXTENSIONS.filter((e) => wanted.includes(e)) : [...ALL_EXTENSIONS];
}

/** Images are capped lower than videos and documents. */
export const maxBytesFor = (extension: string): number => (IMAGE_SET.has(extension) ? MAX_IMAGE_BYTES : MAX_FILE_BYTES);
