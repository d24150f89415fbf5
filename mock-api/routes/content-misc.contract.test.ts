import { describe, expect, inject, it } from 'vitest';
import { call, uniqueEmail } from '../../tests/contract/client';

describe('albums (spec §3 Album, §9: 100 per page)', () => {
  it('lists the salon’s albums with their images', async () => {
    const res = await call('get', '/album?page=1&nbItem=100');
    expect(res.status).toBe(200);
    // Issue 15's seed: at least 3 albums on the salon, in their positions.
    expect(res.body.data.total).toBe(3);
    const [first, second, third] = res.body.data.albums;
    expect(first).toMatchObject({ id: 1, title: 'Nos réalisations coiffure' });
    expect(first.images).toHaveLength(8);
    expect(second.images).toHaveLength(6);
    expect(third).toMatchObject({ id: 4, slug: 'l-institut-de-beaute', title: 'L’institut de beauté' });
    expect(third.images).toHaveLength(5);
    expect(first.images[0]).toEqual({
      id: expect.any(Number),
      filename: 'balayage-caramel.jpg',
      name: 'Balayage caramel sur cheveux longs',
      alt: 'Balayage caramel sur cheveux longs',
      onlineImage: {
        id: first.images[0].id,
        externalPath: '1/album-balayage-caramel.jpg',
        url: expect.stringMatching(/\/images\/1\/album-balayage-caramel\.jpg$/),
      },
    });
  });

  it('pages with nbItem (default 100) and filters by title', async () => {
    const page = await call('get', '/album?nbItem=1&page=2');
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.albums.map((a: { title: string }) => a.title)).toEqual(['Mariages']);
    expect((await call('get', '/album')).body.data.albums).toHaveLength(3);
    expect((await call('get', `/album?title=${encodeURIComponent('lk:mariage')}`)).body.data.total).toBe(1);
  });

  it('serves one album; an album of site 2 is not found with idSite 1', async () => {
    const wine = await call('get', '/album', { site: 2 });
    expect(wine.body.data.total).toBe(1);
    const wineId = wine.body.data.albums[0].id;
    expect((await call('get', `/album/${wineId}`, { site: 2 })).body.data.images).toHaveLength(6);
    const foreign = await call('get', `/album/${wineId}`, { site: 1 });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ success: false, data: null, message: 'Cet album est introuvable.' });
    expect((await call('get', '/album/1')).body.data.title).toBe('Nos réalisations coiffure');
  });
});

describe('services (spec §3 Service, price list)', () => {
  it('lists every service with prices in euros', async () => {
    const res = await call('get', '/service?page=1&nbItem=100');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(11);
    const coupe = res.body.data.services[0];
    expect(coupe).toMatchObject({ title: 'Coupe femme', tags: ['femme'] });
    expect(coupe.prices[0]).toEqual({
      label: 'Coupe + brushing cheveux courts',
      price: 48,
      isStartingPrice: false,
      durationMinutes: 45,
    });
    const brushing = res.body.data.services.find((s: { title: string }) => s.title === 'Brushing');
    expect(brushing.prices.map((p: { price: number }) => p.price)).toEqual([28, 34, 39.5]);
  });

  it('filters by any of the tags of a comma list', async () => {
    const res = await call('get', '/service?page=1&nbItem=100&tag=barbier,mariage');
    expect(res.body.data.services.map((s: { title: string }) => s.title)).toEqual([
      'Barbe',
      'Coiffure de mariée',
      'Maquillage de mariée',
    ]);
    expect(res.body.data.total).toBe(3);
    expect((await call('get', '/service?tag=perte-de-cheveux')).body.data.services[0].title).toBe(
      'Solutions perte de cheveux',
    );
    expect((await call('get', '/service?tag=')).body.data.total).toBe(11);
    expect((await call('get', '/service?tag=inconnu')).body.data).toEqual({ services: [], total: 0 });
  });

  it('serves one service, 404 otherwise and on another site', async () => {
    const list = await call('get', '/service?tag=spa');
    const spa = list.body.data.services[0];
    const one = await call('get', `/service/${spa.id}`);
    expect(one.body.data).toEqual(spa);
    expect(one.body.data.prices.map((p: { label: string }) => p.label)).toContain(
      'Rituel spa du cheveu complet (1 h 30)',
    );
    const unknown = await call('get', '/service/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Cette prestation est introuvable.');
    expect((await call('get', `/service/${spa.id}`, { site: 2 })).status).toBe(404);
    expect((await call('get', '/service', { site: 2 })).body.data.total).toBe(0);
  });
});

describe('GET /google/reviews', () => {
  it('lists the reviews newest first with the average rating', async () => {
    const res = await call('get', '/google/reviews');
    expect(res.status).toBe(200);
    const { reviews, total, averageRating } = res.body.data;
    expect(total).toBe(12);
    const ratings = reviews.map((r: { rating: number }) => r.rating);
    expect(averageRating).toBe(
      Math.round((ratings.reduce((a: number, b: number) => a + b, 0) / ratings.length) * 10) / 10,
    );
    expect(reviews[0]).toMatchObject({ author: 'Claire D.', rating: 5 });
    expect(reviews[0].authorPhoto).toMatch(/\/images\/1\/.+\.png$/);
    const dates = reviews.map((r: { publishedAt: string }) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await call('get', '/google/reviews', { site: 2 })).body.data.total).toBe(7);
  });

  it('keeps the reviews published on or after `from`', async () => {
    const all = (await call('get', '/google/reviews')).body.data.reviews as { publishedAt: string; rating: number }[];
    const third = all[2]!.publishedAt.slice(0, 10);
    const res = await call('get', `/google/reviews?from=${third}`);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.reviews.every((r: { publishedAt: string }) => r.publishedAt.slice(0, 10) >= third)).toBe(true);
    const expected = Math.round(((all[0]!.rating + all[1]!.rating + all[2]!.rating) / 3) * 10) / 10;
    expect(res.body.data.averageRating).toBe(expected);
    expect((await call('get', '/google/reviews?from=2999-01-01')).body.data).toEqual({
      reviews: [],
      total: 0,
      averageRating: null,
    });
    expect((await call('get', '/google/reviews?from=')).body.data.total).toBe(12);
    const bad = await call('get', '/google/reviews?from=hier');
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toHaveProperty('from');
  });
});

describe('POST /message (contact)', () => {
  const message = (overrides: Record<string, unknown> = {}) => ({
    firstname: 'Hélène',
    lastname: 'Moreau',
    email: uniqueEmail('contact'),
    phone: '04 78 00 00 00',
    subject: `Question ${Math.random().toString(36).slice(2, 10)}`,
    message: 'Bonjour, faites-vous des colorations sans ammoniaque ?',
    consent: true,
    ...overrides,
  });

  async function companyAddress(site: number, fallback: string): Promise<string> {
    const res = await call('get', '/parameter', { site });
    const list: { type?: string; value?: string | null }[] = Array.isArray(res.body.data)
      ? res.body.data
      : (res.body.data?.parameters ?? []);
    return list.find((p) => p.type === 'COMPANY_EMAIL')?.value || fallback;
  }

  it('stores the message and sends a copy to the company', async () => {
    const body = message();
    const res = await call('post', '/message', { body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: { id: expect.any(Number) },
      message: 'Merci, votre message a bien été envoyé. Nous vous répondrons dans les meilleurs délais.',
    });
    const to = await companyAddress(1, 'Atelier Lumière — Coiffure & Beauté');
    const outbox = await call('get', `/dev/outbox?to=${encodeURIComponent(to)}&nbItem=100`);
    const mail = (outbox.body.data as { subject: string; body: string; meta: Record<string, unknown> }[]).find((m) =>
      m.subject.includes(body.subject),
    );
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(`Nouveau message de Hélène Moreau : ${body.subject}`);
    expect(mail!.body).toContain(body.message);
    expect(mail!.body).toContain(body.email);
    expect(mail!.meta).toMatchObject({ contactMessageId: res.body.data.id, replyTo: body.email });
  });

  it('addresses the wine estate’s copy to the wine estate', async () => {
    const body = message();
    expect((await call('post', '/message', { site: 2, body })).status).toBe(201);
    const to = await companyAddress(2, 'Domaine des Coteaux Dorés');
    const outbox = await call('get', `/dev/outbox?to=${encodeURIComponent(to)}&nbItem=100`, { site: 2 });
    expect((outbox.body.data as { subject: string }[]).some((m) => m.subject.includes(body.subject))).toBe(true);
    const salon = await call('get', '/dev/outbox?nbItem=100');
    expect((salon.body.data as { subject: string }[]).some((m) => m.subject.includes(body.subject))).toBe(false);
  });

  it('refuses invalid fields per field and stores nothing', async () => {
    const body = message({ email: 'pas-une-adresse', consent: false, message: 'x'.repeat(5001), phone: 'appelez-moi' });
    const res = await call('post', '/message', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Certaines données envoyées sont invalides.');
    expect(Object.keys(res.body.data.errors).sort()).toEqual(['consent', 'email', 'message', 'phone']);
    expect(res.body.data.errors.consent).toBe(
      'Vous devez accepter que vos données soient utilisées pour traiter votre demande.',
    );
    const outbox = await call('get', '/dev/outbox?nbItem=100');
    expect((outbox.body.data as { subject: string }[]).some((m) => m.subject.includes(body.subject as string))).toBe(
      false,
    );
    expect((await call('post', '/message', { body: message({ subject: '' }) })).body.data.errors).toHaveProperty(
      'subject',
    );
    expect((await call('post', '/message', { body: '{"firstname": ' })).status).toBe(400);
  });

  it('keeps script- and SQL-looking text as plain text', async () => {
    const script = `<script>alert('x')</script> '; drop table contact_message; --`;
    const body = message({ message: script, lastname: "O'Brien <b>" });
    const res = await call('post', '/message', { body });
    expect(res.status).toBe(201);
    const outbox = await call('get', '/dev/outbox?nbItem=100');
    const mail = (outbox.body.data as { subject: string; body: string }[]).find((m) =>
      m.subject.includes(body.subject as string),
    );
    expect(mail!.body).toContain(script);
    expect(mail!.subject).toBe(`Nouveau message de Hélène O'Brien <b> : ${body.subject}`);
  });
});

describe('the content contract in /openapi.json', () => {
  it('documents every content call', async () => {
    const doc = await fetch(`${inject('apiUrl')}/openapi.json`).then((r) => r.json());
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/news',
      '/news/{id}',
      '/blog/folder/list',
      '/blog/folder/list/{id}',
      '/blog/folder/',
      '/blog/folder/{id}',
      '/blog/folder/ariane/{id}',
      '/blog/ariane/{id}',
      '/blog/{id}',
      '/album',
      '/album/{id}',
      '/forms/{id}',
      '/forms/{id}/submit',
      '/element/{route}',
      '/element/{route}/{id}',
      '/element/{route}/{id}/register',
      '/google/reviews',
      '/message',
      '/service',
      '/service/{id}',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(Object.keys(doc.paths['/forms/{id}/submit'].post.requestBody.content)).toEqual(['multipart/form-data']);
  });
});
