/**
 * Layout preview images (issue 5 §4 "render a preview image of the layout in the browser and upload it").
 * Pure helpers; the rendering itself (html-to-image) is loaded only when an admin saves.
 */

/**
 * The platform answers `previewUrl` on its image service (`<image service>/<idSite>/<file>`); the storefront
 * serves the same files on its own origin at `/images/<idSite>/<file>` (app/images), which the CSP allows.
 */
export function previewSrc(previewUrl: string | null): string | null {
  if (!previewUrl) return null;
  const match = /\/(\d+)\/([\w.-]+)$/.exec(previewUrl.split(/[?#]/)[0]!);
  if (!match || match[2]!.startsWith('.')) return null;
  return `/images/${match[1]}/${match[2]}`;
}

/** A `data:` URL (what html-to-image gives) as a Blob, without fetch (the CSP's connect-src has no `data:`). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a data URL');
  const [, type, base64, payload] = match;
  if (!base64) return new Blob([decodeURIComponent(payload!)], { type });
  const binary = atob(payload!);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** The platform takes at most 5 MB; a preview is a thumbnail: 1200 px wide, at most 1600 px tall, JPEG. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_MAX_HEIGHT = 1600;

/**
 * The part of the preview box captured and the canvas it is drawn on: the box's full width scaled to
 * PREVIEW_WIDTH, and from the top as much height as fits in PREVIEW_MAX_HEIGHT once scaled.
 */
export function previewFrame(
  scrollWidth: number,
  scrollHeight: number,
): { width: number; height: number; canvasHeight: number } {
  const width = Math.max(scrollWidth, 320);
  const scale = PREVIEW_WIDTH / width;
  const height = Math.max(1, Math.min(scrollHeight, Math.floor(PREVIEW_MAX_HEIGHT / scale)));
  return { width, height, canvasHeight: Math.min(PREVIEW_MAX_HEIGHT, Math.round(height * scale)) };
}

/**
 * Renders `node` to a JPEG Blob (the preview box as it stands, in the site's theme). If an image of the layout
 * cannot be embedded (another origin without CORS, a file whose bytes do not match its extension…), the render
 * is tried again without the images rather than leaving the layout without a preview.
 */
export async function renderPreviewImage(node: HTMLElement): Promise<Blob> {
  const { toJpeg } = await import('html-to-image');
  const { width, height, canvasHeight } = previewFrame(node.scrollWidth, node.scrollHeight);
  const options = {
    quality: 0.82,
    pixelRatio: 1,
    width,
    height,
    canvasWidth: PREVIEW_WIDTH,
    canvasHeight,
    backgroundColor: '#ffffff',
    imagePlaceholder: TRANSPARENT_GIF,
    cacheBust: false,
  };
  try {
    return dataUrlToBlob(await toJpeg(node, options));
  } catch {
    return dataUrlToBlob(await toJpeg(node, { ...options, filter: (child: HTMLElement) => !isImage(child) }));
  }
}

const TRANSPARENT_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Left out of the second render attempt: pictures and videos (their files are what failed). */
export const isImage = (node: { tagName?: string }): boolean =>
  ['IMG', 'PICTURE', 'VIDEO', 'SOURCE'].includes((node.tagName ?? '').toUpperCase());
