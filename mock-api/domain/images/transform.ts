import { z } from 'zod';
import { t } from '../../i18n';

/**
 * The image service's transformation parameter (spec §7 image service, the ImageKit form the storefront's loader
 * writes: lib/platform/image-seo.ts): `tr=w-640,h-400,q-75,f-webp`, comma-separated `<letter>-<value>`
 * options. `w`/`h`: the largest width/height in pixels (the picture is fitted inside, never enlarged); `q`: the
 * quality 1–100; `f`: the output format (`auto`, the default, chooses by the request's `Accept`).
 */

export const OUTPUT_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export interface Transform {
  width?: number;
  height?: number;
  quality?: number;
  /** Asked explicitly by `f-…`; absent for `f-auto` or no `f`. */
  format?: OutputFormat;
}

/** Bounds of the options: a 4K screen at most, so no request can ask for a huge canvas. */
export const TRANSFORM_LIMITS = { w: [16, 3840], h: [16, 3840], q: [1, 100] } as const;
const FORMAT_NAMES: Readonly<Record<string, OutputFormat | 'auto'>> = {
  auto: 'auto',
  webp: 'webp',
  avif: 'avif',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};

const trShape = z
  .string()
  .max(100)
  .regex(/^[a-z]-[a-z0-9]+(?:,[a-z]-[a-z0-9]+)*$/);

export type TransformResult = { ok: true; transform: Transform } | { ok: false; message: string };

const refuse = (detail: string): TransformResult => ({ ok: false, message: t('images.badTransform', { detail }) });

/** `tr` as a Transform; an empty or absent `tr` is no transformation; anything malformed says what is wrong. */
export function parseTransform(tr: string | undefined): TransformResult {
  if (tr === undefined || tr === '') return { ok: true, transform: {} };
  const shape = trShape.safeParse(tr);
  if (!shape.success) return refuse(t('images.shape'));
  const transform: Transform = {};
  const seen = new Set<string>();
  for (const option of shape.data.split(',')) {
    const [name, value] = [option[0]!, option.slice(2)];
    if (seen.has(name)) return refuse(t('images.repeated', { option: name }));
    seen.add(name);
    if (name === 'f') {
      const format = FORMAT_NAMES[value];
      if (!format) return refuse(t('images.badFormat', { value }));
      if (format !== 'auto') transform.format = format;
      continue;
    }
    if (name !== 'w' && name !== 'h' && name !== 'q') return refuse(t('images.unknownOption', { option: name }));
    const [min, max] = TRANSFORM_LIMITS[name];
    const number = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
    if (!(number >= min && number <= max)) return refuse(t('images.badNumber', { option: name, min, max }));
    if (name === 'w') transform.width = number;
    else if (name === 'h') transform.height = number;
    else transform.quality = number;
  }
  return { ok: true, transform };
}

/** The quality of the media type `type` in an `Accept` header (0 when absent or refused); `*` wildcards count. */
function acceptQuality(accept: string, type: string): number {
  let best = 0;
  for (const part of accept.toLowerCase().split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const matches = range === type || range === `${type.split('/')[0]}/*`;
    if (!matches) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    best = Math.max(best, q === undefined ? 1 : Number(q) || 0);
  }
  return best;
}

/**
 * The format to answer: the one `f-…` asked for, else AVIF or WebP when the browser says it takes them (by name:
 * every browser's `*\/*` would match anything), else the source's own format.
 */
export function negotiateFormat(transform: Transform, accept: string | null, source: OutputFormat): OutputFormat {
  if (transform.format) return transform.format;
  const header = accept ?? '';
  const named = (type: string) => header.toLowerCase().includes(type) && acceptQuality(header, type) > 0;
  if (named('image/avif')) return 'avif';
  if (named('image/webp')) return 'webp';
  return source;
}
