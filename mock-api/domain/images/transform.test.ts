import { describe, expect, it } from 'vitest';
import { negotiateFormat, parseTransform } from './transform';

describe('parseTransform (tr=)', () => {
  it('reads width, height, quality and format', () => {
    expect(parseTransform('w-640,h-400,q-75,f-webp')).toEqual({
      ok: true,
      transform: { width: 640, height: 400, quality: 75, format: 'webp' },
    });
    expect(parseTransform('f-auto')).toEqual({ ok: true, transform: {} });
    expect(parseTransform('f-jpg')).toEqual({ ok: true, transform: { format: 'jpeg' } });
    expect(parseTransform(undefined)).toEqual({ ok: true, transform: {} });
  });

  it.each(['w-15', 'w-3841', 'h-0', 'q-0', 'w-6.5', 'w--1', 'W-100', 'w-100,', ',w-100', 'w-1e3'])(
    'refuses %s',
    (tr) => {
      const result = parseTransform(tr);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/^Paramètre tr invalide : /);
    },
  );
});

describe('negotiateFormat (Accept)', () => {
  it('prefers AVIF, then WebP, when the browser names them; else the source format', () => {
    expect(negotiateFormat({}, 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'jpeg')).toBe('avif');
    expect(negotiateFormat({}, 'image/webp,*/*', 'png')).toBe('webp');
    expect(negotiateFormat({}, 'image/avif;q=0, image/webp', 'jpeg')).toBe('webp');
    expect(negotiateFormat({}, '*/*', 'png')).toBe('png');
    expect(negotiateFormat({}, null, 'jpeg')).toBe('jpeg');
  });

  it('follows f- whatever Accept says', () => {
    expect(negotiateFormat({ format: 'jpeg' }, 'image/avif', 'png')).toBe('jpeg');
  });
});
