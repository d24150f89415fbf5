import { describe, expect, inject, it } from 'vitest';
import { call } from '../../tests/contract/client';

describe('the envelope and the site header (spec §7)', () => {
  it('refuses a call without idSite with a 400 envelope in French', async () => {
    const res = await call('get', '/dev/outbox', { site: null });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, data: null, message: "L'en-tête idSite est obligatoire." });
  });

  it.each(['9999', 'abc', '-1', '1.5'])('refuses the unknown or malformed site %s with a 400', async (site) => {
    const res = await call('get', '/dev/outbox', { site });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Ce site est inconnu.');
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await call('get', '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, data: null, message: "Cette ressource n'existe pas." });
  });

  it('reports invalid query parameters per field', async () => {
    const res = await call('get', '/dev/outbox?nbItem=abc');
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toHaveProperty('nbItem');
  });

  it('serves the OpenAPI document and its reference page without a site', async () => {
    const base = inject('apiUrl');
    const doc = await fetch(`${base}/openapi.json`).then((r) => r.json());
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/dev/outbox');
    const page = await fetch(`${base}/docs`).then((r) => r.text());
    expect(page).toContain('/docs/init.js');
    const init = await fetch(`${base}/docs/init.js`).then((r) => r.text());
    expect(init).toContain("url: '/openapi.json'");
  });
});

describe('the local image service', () => {
  it('draws a seeded picture that has no file (issue 15), and answers a placeholder for an SVG name without one', async () => {
    const res = await fetch(`${inject('apiUrl')}/images/1/salon-balayage.jpg`, { headers: { accept: 'image/jpeg' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-placeholder')).toBeNull();
    const svg = await fetch(`${inject('apiUrl')}/images/2/medaille-or.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('x-placeholder')).toBe('true');
    expect(await svg.text()).toContain('<svg');
  });

  it("serves the sample sites' logos from the seed's media, each on its own site only", async () => {
    const res = await fetch(`${inject('apiUrl')}/images/1/logo-atelier-lumiere.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-placeholder')).toBeNull();
    expect(await res.text()).toContain('Atelier Lumière');
    // The salon's logo name under the wine estate's folder is not the salon's file.
    const other = await fetch(`${inject('apiUrl')}/images/2/logo-atelier-lumiere.svg`);
    expect(other.headers.get('x-placeholder')).toBe('true');
  });

  it('refuses other paths and never answers a placeholder for documents', async () => {
    expect((await fetch(`${inject('apiUrl')}/images/1/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${inject('apiUrl')}/images/1/fiche.pdf`)).status).toBe(404);
  });
});
