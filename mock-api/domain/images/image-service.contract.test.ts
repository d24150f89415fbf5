import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';

// The local image service (spec §7 image service, issue 15): `tr=` width/height/quality/format, WebP/AVIF by
// Accept, each variant kept on disk, bad `tr` values refused with a French 400.

const WINE = '/images/2/les-terres-rouges-saumur-champigny.jpg';
const get = (path: string, accept = 'image/jpeg') =>
  fetch(`${inject('apiUrl')}${path}`, { headers: { accept } }).then(async (res) => ({
    res,
    body: Buffer.from(await res.arrayBuffer()),
  }));

describe('the image service honours tr= and Accept', () => {
  it('draws a seeded product picture (a JPEG, not the grey placeholder) and answers it as stored', async () => {
    const { res, body } = await get(WINE);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-placeholder')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 1000, height: 1000 });
  });

  it.each([
    ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['image/avif;q=0,image/webp', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('Accept %s → %s', async (accept, type, format) => {
    const { res, body } = await get(`${WINE}?tr=w-320`, accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('vary')).toBe('Accept');
    expect(await sharp(body).metadata()).toMatchObject({ format, width: 320 });
  });

  it('fits inside w and h, never enlarges, and keeps each variant on disk', async () => {
    const box = await get(`${WINE}?tr=w-400,h-200,q-60`);
    expect(await sharp(box.body).metadata()).toMatchObject({ width: 200, height: 200 });
    expect(
      existsSync(path.resolve('.data', 'test-image-cache', 'variants', '2', path.basename(WINE), 'w400-h200-q60.jpeg')),
    ).toBe(true);
    const large = await get(`${WINE}?tr=w-3000`);
    expect(await sharp(large.body).metadata()).toMatchObject({ width: 1000 });
  });

  it('f- fixes the format whatever Accept says (no Vary then)', async () => {
    const { res, body } = await get(`${WINE}?tr=w-200,f-webp`, 'image/avif,image/webp');
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('vary')).toBeNull();
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 200 });
  });

  it('leaves SVG vector: tr asks nothing of it', async () => {
    const { res, body } = await get('/images/1/logo-atelier-lumiere.svg?tr=w-100');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(body.toString()).toContain('Atelier Lumière');
  });

  it.each([
    ['w-0', '« w » doit être un nombre entier de 16 à 3840'],
    ['w-5000', '« w » doit être un nombre entier de 16 à 3840'],
    ['w-abc', '« w » doit être un nombre entier de 16 à 3840'],
    ['q-101', '« q » doit être un nombre entier de 1 à 100'],
    ['w-100,w-200', 'l’option « w » est donnée deux fois'],
    ['x-10', 'l’option « x » n’existe pas'],
    ['f-gif', 'le format « gif » n’existe pas'],
    ['w100', 'des options « lettre-valeur » séparées par des virgules'],
    ['w-100;rm -rf', 'des options « lettre-valeur » séparées par des virgules'],
    [`w-100,${'q-50,'.repeat(30)}q-50`, 'des options « lettre-valeur » séparées par des virgules'],
  ])('tr=%s → 400 « %s »', async (tr, detail) => {
    const { res, body } = await get(`${WINE}?tr=${encodeURIComponent(tr)}`);
    expect(res.status).toBe(400);
    const json = JSON.parse(body.toString());
    expect(json.success).toBe(false);
    expect(json.message).toContain('Paramètre tr invalide');
    expect(json.message).toContain(detail);
  });
});
