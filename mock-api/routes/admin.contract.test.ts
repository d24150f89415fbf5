import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, loginAs } from '../../tests/contract/client';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const login = (email: string, site = 1) => loginAs(email, site);

const form = (name: string, content: BlobPart, type: string, key = 'image') => {
  const f = new FormData();
  f.append(key, new File([content], name, { type }));
  return f;
};

let admin: string;
let superAdmin: string;
let customer: string;
let wineAdmin: string;
/** The salon's draft page: only this file writes its layout. */
let draft: { id: number; layoutId: number; html: string; hash: string };

beforeAll(async () => {
  [admin, superAdmin, customer, wineAdmin] = await Promise.all([
    login('admin@salon.test'),
    login('superadmin@salon.test'),
    login('client@salon.test'),
    login('admin@vins.test', 2),
  ]);
  const page = await call('get', '/page/offre-printemps', { token: admin });
  expect(page.status).toBe(200);
  const layout = page.body.data.layouts[0];
  draft = { id: page.body.data.id, layoutId: layout.id, html: layout.html, hash: layout.hash };
});

const layoutPath = () => `/admin/page/${draft.id}/layout/${draft.layoutId}`;
const currentHtml = async () => {
  const res = await call('get', `/admin/page/${draft.id}/layout`, { token: admin });
  return res.body.data.find((l: { id: number }) => l.id === draft.layoutId) as {
    html: string;
    hash: string;
    previewUrl: string | null;
  };
};

describe('admin access (spec §6)', () => {
  const routes: [string, () => string, unknown][] = [
    ['post', () => `${layoutPath()}/hash/check`, { hash: '0'.repeat(64) }],
    ['put', () => layoutPath(), { html: '<p>x</p>', hash: '0'.repeat(64) }],
    ['get', () => `/admin/page/${draft.id}/layout`, undefined],
    ['get', () => '/admin/page', undefined],
  ];
  it.each(routes)('%s answers 401 without a token and 403 for a customer', async (method, path, body) => {
    const anonymous = await call(method, path(), { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Vous devez être connecté pour effectuer cette action.');
    const forbidden = await call(method, path(), { body, token: customer });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("Vous n'avez pas les droits nécessaires pour effectuer cette action.");
  });

  it('lets an admin open an unpublished page and the whole tree', async () => {
    const tree = await call('get', '/admin/page', { token: superAdmin });
    expect(tree.status).toBe(200);
    expect(tree.body.data.map((p: { url: string }) => p.url)).toContain('offre-printemps');
  });
});

describe('POST /admin/page/{idPage}/layout/{idLayout}/hash/check', () => {
  it('says unchanged for the current hash or html, changed otherwise', async () => {
    const current = await currentHtml();
    const same = await call('post', `${layoutPath()}/hash/check`, { token: admin, body: { hash: current.hash } });
    expect(same.status).toBe(200);
    expect(same.body.data).toEqual({ changed: false, hash: sha256(current.html) });
    const byHtml = await call('post', `${layoutPath()}/hash/check`, { token: admin, body: { html: current.html } });
    expect(byHtml.body.data.changed).toBe(false);
    const other = await call('post', `${layoutPath()}/hash/check`, {
      token: admin,
      body: { hash: sha256('<p>ancienne version</p>') },
    });
    expect(other.body.data).toEqual({ changed: true, hash: current.hash });
  });

  it('validates the body and scopes the layout to the page and the site', async () => {
    expect((await call('post', `${layoutPath()}/hash/check`, { token: admin, body: {} })).status).toBe(400);
    expect((await call('post', `${layoutPath()}/hash/check`, { token: admin, body: { hash: 'abc' } })).status).toBe(
      400,
    );
    const wrongPage = await call('post', `/admin/page/${draft.id + 1}/layout/${draft.layoutId}/hash/check`, {
      token: admin,
      body: { hash: draft.hash },
    });
    expect(wrongPage.status).toBe(404);
    expect(wrongPage.body.message).toBe('Cette mise en page est introuvable.');
    const otherSite = await call('post', `${layoutPath()}/hash/check`, {
      site: 2,
      token: wineAdmin,
      body: { hash: draft.hash },
    });
    expect(otherSite.status).toBe(404);
  });
});

describe('PUT /admin/page/{idPage}/layout/{idLayout}', () => {
  it('refuses a layout holding U+0000 (PostgreSQL cannot store it) with a French 400, and keeps the stored one', async () => {
    const before = await currentHtml();
    const res = await call('put', layoutPath(), { token: admin, body: { html: '<p>a\u0000b</p>', hash: before.hash } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('La requête contient un caractère invalide (caractère nul).');
    expect((await currentHtml()).html).toBe(before.html);
  });

  it('saves with the current hash, then refuses a stale hash with 409 and writes nothing', async () => {
    const before = await currentHtml();
    const html = `<section><h1>Offre de printemps</h1><p>Version ${Date.now()}</p></section>`;
    const saved = await call('put', layoutPath(), { token: admin, body: { html, hash: before.hash } });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('La mise en page a été enregistrée.');
    expect(saved.body.data).toMatchObject({ id: draft.layoutId, html, hash: sha256(html) });
    expect((await call('get', '/page/offre-printemps', { token: admin })).body.data.layouts[0].html).toBe(html);

    const stale = await call('put', layoutPath(), { token: admin, body: { html: '<p>écrase</p>', hash: before.hash } });
    expect(stale.status).toBe(409);
    expect(stale.body.success).toBe(false);
    expect(stale.body.message).toBe(
      "Cette mise en page a été modifiée depuis que vous l'avez ouverte. Rechargez-la avant d'enregistrer pour ne pas écraser ces changements.",
    );
    expect(stale.body.data).toEqual({ hash: sha256(html) });
    expect((await currentHtml()).html).toBe(html);
  });

  it('refuses oversize html and another site', async () => {
    const before = await currentHtml();
    const big = await call('put', layoutPath(), {
      token: admin,
      body: { html: 'x'.repeat(200_001), hash: before.hash },
    });
    expect(big.status).toBe(400);
    expect(big.body.data.errors).toHaveProperty('html');
    const otherSite = await call('put', layoutPath(), {
      site: 2,
      token: wineAdmin,
      body: { html: '<p>x</p>', hash: before.hash },
    });
    expect(otherSite.status).toBe(404);
    expect((await currentHtml()).html).toBe(before.html);
  });
});

describe('PUT /admin/page/{idPage}/layout/{idLayout}/preview', () => {
  it('stores a PNG preview and answers the layout with its previewUrl', async () => {
    const res = await call('put', `${layoutPath()}/preview`, {
      token: admin,
      form: form('apercu.png', PNG, 'image/png'),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("L'aperçu de la mise en page a été enregistré.");
    expect(res.body.data.previewUrl).toMatch(/\/images\/1\/[\w-]+\.png$/);
    // The test server's image base URL names port 0 (the port it was asked for): fetch the path from the real one.
    const image = await fetch(`${inject('apiUrl')}${new URL(res.body.data.previewUrl).pathname}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a .exe with 415 and an oversize image with 413, keeping the preview', async () => {
    const before = await currentHtml();
    const exe = await call('put', `${layoutPath()}/preview`, {
      token: admin,
      form: form('virus.exe', 'MZ', 'application/octet-stream'),
    });
    expect(exe.status).toBe(415);
    const big = await call('put', `${layoutPath()}/preview`, {
      token: admin,
      form: form('enorme.png', new Uint8Array(5 * 1024 * 1024 + 1), 'image/png'),
    });
    expect(big.status).toBe(413);
    expect((await currentHtml()).previewUrl).toBe(before.previewUrl);
  });

  it('needs one image under the key image, as multipart', async () => {
    const none = await call('put', `${layoutPath()}/preview`, {
      token: admin,
      form: form('apercu.png', PNG, 'image/png', 'file'),
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Ajoutez une image sous la clé « image ».');
    const json = await call('put', `${layoutPath()}/preview`, { token: admin, body: { image: 'x' } });
    expect(json.status).toBe(415);
  });

  it('serves an uploaded SVG back through POST /image/load-svg, on its own site only', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="4"/></svg>';
    const res = await call('put', `${layoutPath()}/preview`, {
      token: admin,
      form: form('apercu.svg', svg, 'image/svg+xml'),
    });
    expect(res.status).toBe(200);
    const url: string = res.body.data.previewUrl;
    const loaded = await call('post', '/image/load-svg', { body: { url } });
    expect(loaded.status).toBe(200);
    expect(loaded.body.data).toBe(svg);
    const path = new URL(url).pathname;
    expect((await call('post', '/image/load-svg', { body: { url: path } })).body.data).toBe(svg);
    expect((await call('post', '/image/load-svg', { site: 2, body: { url } })).status).toBe(400);
  });
});
