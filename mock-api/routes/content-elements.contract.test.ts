import { describe, expect, it } from 'vitest';
import { formatDateTime, formatWeekday } from '../../lib/format/date';
import { call, uniqueEmail } from '../../tests/contract/client';

interface Item {
  id: number;
  title: string;
  route: string;
  capacity: number | null;
  registeredCount: number;
  remainingSeats: number | null;
  isFull: boolean;
  isRegistrationOpen: boolean;
  image: { url: string } | null;
  url: string | null;
  startsAt: string | null;
}

async function eventNamed(title: string, site = 1): Promise<Item> {
  const res = await call('get', '/element/evenements', { site });
  const item = (res.body.data.items as Item[]).find((i) => i.title === title);
  if (!item) throw new Error(`no event ${title}`);
  return item;
}

const registrant = (seats: number) => ({
  firstname: 'Camille',
  lastname: 'Durand',
  email: uniqueEmail('inscription'),
  phone: '06 11 22 33 44',
  seats,
});

describe('GET /element/{route} (spec §3 element list, §9: 24 per page)', () => {
  it('lists the salon’s workshops, paged, with their seats', async () => {
    const res = await call('get', '/element/evenements');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(4);
    const items = res.body.data.items as Item[];
    expect(items.map((i) => i.title)).toEqual([
      'Atelier chignon facile',
      'Atelier soin du cheveu au naturel',
      'Atelier barbe et rasage',
      'Soirée portes ouvertes coloration végétale',
    ]);
    // The past one: registration closed, seats left or not.
    expect(items[3]).toMatchObject({ isFull: false, isRegistrationOpen: false });
    expect(items[0]).toMatchObject({
      route: 'evenements',
      capacity: 8,
      registeredCount: 8,
      remainingSeats: 0,
      isFull: true,
      isRegistrationOpen: false,
    });
    expect(items[0]!.image?.url).toMatch(/\/images\/1\/.+\.jpg$/);
    const paged = await call('get', '/element/evenements?nbItem=2&page=2');
    expect(paged.body.data).toMatchObject({ total: 4 });
    expect(paged.body.data.items).toHaveLength(2);
  });

  it('lists the footer logos and links of each site (page 1, nbItem 100)', async () => {
    const logos = await call('get', '/element/logo-footer?page=1&nbItem=100');
    expect(logos.body.data.total).toBe(4);
    for (const item of logos.body.data.items as Item[]) {
      expect(item.image?.url).toMatch(/\/images\/1\/.+\.png$/);
      expect(item.url).toMatch(/^https:\/\//);
    }
    const links = await call('get', '/element/link-footer?page=1&nbItem=100');
    expect((links.body.data.items as Item[]).map((i) => [i.title, i.url])).toContainEqual([
      'Mentions légales',
      '/legal-notice',
    ]);
    expect((await call('get', '/element/logo-footer?page=1&nbItem=100', { site: 2 })).body.data.total).toBe(3);
    expect((await call('get', '/element/link-footer?page=1&nbItem=100', { site: 2 })).body.data.total).toBe(5);
  });

  it('answers an empty list for a route without elements, 400 for a malformed route', async () => {
    expect((await call('get', '/element/rien-ici')).body.data).toEqual({ items: [], total: 0 });
    expect((await call('get', '/element/Pas%20Bon')).status).toBe(400);
    expect((await call('get', '/element/evenements?nbItem=101')).status).toBe(400);
  });

  it('serves one element; another route or another site’s element is 404', async () => {
    const event = await eventNamed('Atelier barbe et rasage');
    const one = await call('get', `/element/evenements/${event.id}`);
    expect(one.body.data.title).toBe('Atelier barbe et rasage');
    const wrongRoute = await call('get', `/element/logo-footer/${event.id}`);
    expect(wrongRoute.status).toBe(404);
    expect(wrongRoute.body.message).toBe('Cet élément est introuvable.');
    expect((await call('get', `/element/evenements/${event.id}`, { site: 2 })).status).toBe(404);
  });
});

describe('POST /element/{route}/{id}/register', () => {
  it('registers and takes the seats, with a confirmation mail', async () => {
    const before = await eventNamed('Atelier barbe et rasage');
    const body = registrant(2);
    const res = await call('post', `/element/evenements/${before.id}/register`, { body });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Votre inscription à « Atelier barbe et rasage » est confirmée (2 places).');
    expect(res.body.data).toEqual({ id: expect.any(Number), seats: 2, remainingSeats: before.remainingSeats! - 2 });
    const after = await eventNamed('Atelier barbe et rasage');
    expect(after.registeredCount).toBe(before.registeredCount + 2);
    const mails = await call('get', `/dev/outbox?to=${encodeURIComponent(body.email)}`);
    expect(mails.body.data).toHaveLength(1);
    expect(mails.body.data[0].subject).toBe('Votre inscription à « Atelier barbe et rasage »');
    // Spec §5: the date-time as dd/mm/yyyy hh:mm:ss, after its weekday (« Date : samedi 02/01/2027 10:00:00 »).
    const startsAt = before.startsAt!;
    expect(mails.body.data[0].body).toContain(`Date : ${formatWeekday(startsAt)} ${formatDateTime(startsAt)}\n`);
    expect(mails.body.data[0].body).toMatch(/Date : [a-z]+ \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\n/);
  });

  it('refuses more seats than are left, with the count in the message', async () => {
    const before = await eventNamed('Atelier barbe et rasage');
    const res = await call('post', `/element/evenements/${before.id}/register`, {
      body: registrant(before.remainingSeats! + 1),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Il ne reste que ${before.remainingSeats} places pour « Atelier barbe et rasage ».`);
    expect(res.body.data.remainingSeats).toBe(before.remainingSeats);
    expect((await eventNamed('Atelier barbe et rasage')).registeredCount).toBe(before.registeredCount);
  });

  it('refuses the full workshop and writes nothing', async () => {
    const full = await eventNamed('Atelier chignon facile');
    const body = registrant(1);
    const res = await call('post', `/element/evenements/${full.id}/register`, { body });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      message: '« Atelier chignon facile » est complet : il ne reste plus aucune place.',
    });
    expect((await eventNamed('Atelier chignon facile')).registeredCount).toBe(8);
    expect((await call('get', `/dev/outbox?to=${encodeURIComponent(body.email)}`)).body.data).toEqual([]);
  });

  it('refuses a past tasting and a footer link (closed)', async () => {
    const past = await eventNamed('Dégustation des vins de printemps', 2);
    expect(past.isRegistrationOpen).toBe(false);
    const res = await call('post', `/element/evenements/${past.id}/register`, { site: 2, body: registrant(1) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "« Dégustation des vins de printemps » a déjà eu lieu : il n'est plus possible de s'y inscrire.",
    );
    const links = await call('get', '/element/link-footer');
    const link = links.body.data.items[0] as Item;
    const closed = await call('post', `/element/link-footer/${link.id}/register`, { body: registrant(1) });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(`Les inscriptions à « ${link.title} » sont fermées.`);
  });

  it('validates the body per field and 404s unknown or foreign events', async () => {
    const event = await eventNamed('Atelier barbe et rasage');
    const bad = await call('post', `/element/evenements/${event.id}/register`, {
      body: { firstname: '', lastname: 'Durand', email: 'pas-une-adresse', seats: 11, phone: 'appelez-moi' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.errors).sort()).toEqual(['email', 'firstname', 'phone', 'seats']);
    expect(bad.body.data.errors.phone).toBe('Ce numéro de téléphone est invalide.');
    expect(
      (await call('post', `/element/evenements/${event.id}/register`, { body: { ...registrant(0) } })).status,
    ).toBe(400);
    expect((await eventNamed('Atelier barbe et rasage')).registeredCount).toBe(event.registeredCount);
    expect((await call('post', '/element/evenements/999999/register', { body: registrant(1) })).status).toBe(404);
    expect(
      (await call('post', `/element/evenements/${event.id}/register`, { site: 2, body: registrant(1) })).status,
    ).toBe(404);
  });

  it('never exceeds the capacity when registrations race for the last seats', async () => {
    const event = await eventNamed('Atelier soin du cheveu au naturel');
    expect(event.capacity).toBe(10);
    // Leave exactly 2 seats.
    const fill = await call('post', `/element/evenements/${event.id}/register`, {
      body: registrant(event.remainingSeats! - 2),
    });
    expect(fill.status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('post', `/element/evenements/${event.id}/register`, { body: registrant(1) }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    for (const r of refused)
      expect(r.body.message).toBe('« Atelier soin du cheveu au naturel » est complet : il ne reste plus aucune place.');
    const after = await eventNamed('Atelier soin du cheveu au naturel');
    expect(after).toMatchObject({ registeredCount: 10, remainingSeats: 0, isFull: true, isRegistrationOpen: false });
  });
});
