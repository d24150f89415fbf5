import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { parameters, sessions } from '../../db/schema';
import type { ApiConfig } from '../../http/context';
import { seedIfEmpty } from '../../seed';
import { hashToken } from '../tokens';

// The accounts calls with the parameters switched on and a clock under control, which the
// contract tests cannot do through the API: an in-memory database, the real app, app.request().

let database: Database;
let clock = new Date('2025-05-10T10:00:00Z');
let app: ReturnType<typeof createApp>;

async function setParameter(siteId: number, type: string, value: string) {
  await database.db
    .insert(parameters)
    .values({ siteId, paramId: 900 + type.length * 7 + type.charCodeAt(0), type, kind: 'BOOLEAN', label: type, value })
    .onConflictDoUpdate({ target: [parameters.siteId, parameters.type], set: { value } });
}

async function api(method: string, path: string, body?: unknown, token?: string, site = 1) {
  const headers: Record<string, string> = { idSite: String(site), 'content-type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { success: boolean; data: any; message: string } };
}

let n = 0;
const registration = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Léa',
  lastname: 'Bernard',
  email: `regle.${++n}@example.test`,
  phone: '06 12 34 56 78',
  password: 'Motdepasse1!',
  birthdate: '1990-01-01',
  termsAccepted: true,
  newsletter: true,
  ...overrides,
});

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await seedIfEmpty(database.db, { bcryptCost: 4 });
  const config: ApiConfig = {
    uploadDir: '/tmp/accounts-rules-uploads',
    imageCacheDir: '/tmp/accounts-rules-image-cache',
    imageBaseUrl: 'http://localhost/images',
    devOutbox: true,
    bcryptCost: 4,
    now: () => clock,
  };
  app = createApp({ database, config });
  for (const type of [
    'BLOCK_MINORS_FROM_REGISTERING',
    'ASK_BIRTHDATE_AT_REGISTER',
    'ALLOW_ONLY_MOBILE_PHONE',
    'ENABLE_NEWSLETTER',
  ]) {
    await setParameter(1, type, 'true');
    await setParameter(2, type, 'false');
  }
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('registration with the rule parameters on (salon) and off (wine estate)', () => {
  it('refuses a minor by the clock’s date, accepts them on the 18th birthday', async () => {
    const minor = await api('POST', '/register', registration({ birthdate: '2007-05-11' }));
    expect(minor.status).toBe(400);
    expect(minor.body).toEqual({
      success: false,
      data: { errors: { birthdate: "L'inscription est réservée aux personnes majeures (18 ans ou plus)." } },
      message: "L'inscription est réservée aux personnes majeures (18 ans ou plus).",
    });
    expect((await api('POST', '/register', registration({ birthdate: '2007-05-10' }))).status).toBe(201);
    expect((await api('POST', '/register', registration({ birthdate: '2007-05-11' }), undefined, 2)).status).toBe(201);
  });

  it('requires the birth date when asked', async () => {
    const res = await api('POST', '/register', registration({ birthdate: null }));
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual({ birthdate: 'La date de naissance est obligatoire.' });
    expect((await api('POST', '/register', registration({ birthdate: null }), undefined, 2)).status).toBe(201);
  });

  it('accepts only French mobiles when ALLOW_ONLY_MOBILE_PHONE is on', async () => {
    const res = await api('POST', '/register', registration({ phone: '01 23 45 67 89' }));
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual({
      phone: 'Seuls les numéros de mobile français sont acceptés (06, 07, +33 6 ou +33 7).',
    });
    expect((await api('POST', '/register', registration({ phone: '+33 6 98 76 54 32' }))).status).toBe(201);
    expect((await api('POST', '/register', registration({ phone: '01 23 45 67 89' }), undefined, 2)).status).toBe(201);
  });

  it('subscribes a newcomer to every list when ENABLE_NEWSLETTER is on, and not when off', async () => {
    const body = registration();
    expect((await api('POST', '/register', body)).status).toBe(201);
    const token = (await api('POST', '/login', { email: body.email, password: body.password })).body.data.token;
    const lists = await api('GET', '/user/newsletter/lists', undefined, token);
    expect(lists.body.data.enabled).toBe(true);
    expect(lists.body.data.lists.map((l: { name: string }) => l.name)).toEqual([
      'Actualités du salon',
      'Offres et nouveautés',
    ]);
    const subscription = await api('GET', '/user/newsletter/subscription', undefined, token);
    expect(subscription.body.data).toEqual({
      enabled: true,
      listIds: lists.body.data.lists.map((l: { id: number }) => l.id),
    });
    expect((await api('GET', '/user', undefined, token)).body.data.newsletter).toBe(true);

    const wine = registration();
    await api('POST', '/register', wine, undefined, 2);
    const wineToken = (await api('POST', '/login', { email: wine.email, password: wine.password }, undefined, 2)).body
      .data.token;
    expect((await api('GET', '/user', undefined, wineToken, 2)).body.data.newsletter).toBe(false);
    expect((await api('GET', '/user/newsletter/lists', undefined, wineToken, 2)).body.data).toEqual({
      enabled: false,
      lists: [],
    });
  });

  it('subscribes an anonymous e-mail to chosen lists once confirmed, idempotently, and refuses another site’s list', async () => {
    const salonLists = (await api('GET', '/user/newsletter/lists', undefined, await token('client@salon.test'))).body
      .data.lists;
    const first = salonLists[0].id;
    const res = await api('POST', '/newsletter/subscribe', { email: 'Lecteur@Example.test', listIds: [first] });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(
      (await api('POST', '/newsletter/confirm', { token: await confirmationToken('lecteur@example.test') })).body.data,
    ).toEqual({
      email: 'lecteur@example.test',
      listIds: [first],
    });
    await api('POST', '/newsletter/subscribe', { email: 'lecteur@example.test', listIds: [first] });
    expect(
      (await api('POST', '/newsletter/confirm', { token: await confirmationToken('lecteur@example.test') })).body.data
        .listIds,
    ).toEqual([first]);
    await api('POST', '/newsletter/subscribe', { email: 'lecteur@example.test' });
    const all = await api('POST', '/newsletter/confirm', { token: await confirmationToken('lecteur@example.test') });
    expect(all.body.data.listIds).toEqual(salonLists.map((l: { id: number }) => l.id));

    const wineList = await api(
      'POST',
      '/newsletter/subscribe',
      { email: 'x@example.test', listIds: [first] },
      undefined,
      2,
    );
    expect(wineList.status).toBe(403);
  });
});

/** The token of the newest confirmation mail to an address. */
async function confirmationToken(email: string, site = 1): Promise<string> {
  const mails = await api('GET', `/dev/outbox?to=${encodeURIComponent(email)}`, undefined, undefined, site);
  const mail = (mails.body.data as { meta: { kind?: string; confirmationToken?: string } }[]).find(
    (m) => m.meta.kind === 'NEWSLETTER_CONFIRMATION',
  );
  expect(mail, JSON.stringify(mails.body)).toBeDefined();
  return mail!.meta.confirmationToken!;
}

async function sessionCount(sessionToken: string): Promise<number> {
  return (
    await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(sessionToken)))
  ).length;
}

async function lastSeen(sessionToken: string): Promise<Date | undefined> {
  const [row] = await database.db
    .select({ at: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(sessionToken)));
  return row?.at;
}

async function token(email: string, site = 1) {
  const res = await api('POST', '/login', { email, password: 'Motdepasse1!' }, undefined, site);
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

describe('time limits', () => {
  it('lets a blocked client try again a minute after the failures', async () => {
    for (let i = 0; i < 5; i++)
      expect((await api('POST', '/login', { email: 'admin@salon.test', password: 'mauvais-mot' })).status).toBe(401);
    const blocked = await api('POST', '/login', { email: 'admin@salon.test', password: 'Motdepasse1!' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.data.retryAfter).toBe(60);
    clock = new Date(clock.getTime() + 30_000);
    expect((await api('POST', '/login', { email: 'admin@salon.test', password: 'Motdepasse1!' })).body.message).toBe(
      'Trop de tentatives de connexion ont échoué. Veuillez réessayer dans 30 secondes.',
    );
    clock = new Date(clock.getTime() + 30_001);
    expect((await api('POST', '/login', { email: 'admin@salon.test', password: 'Motdepasse1!' })).status).toBe(200);
  });

  it('ends a session after 86400 s, even a session in use', async () => {
    const session = await token('client@vins.test', 2);
    const opened = clock.getTime();
    // A request every 1 h 50 min keeps it alive (idle timeout of 2 hours) ...
    while (clock.getTime() + 6_600_000 < opened + 86_399_000) {
      clock = new Date(clock.getTime() + 6_600_000);
      expect((await api('GET', '/logged', undefined, session, 2)).body.data.logged).toBe(true);
    }
    // ... up to its 24 hours, then it is refused.
    clock = new Date(opened + 86_399_000);
    expect((await api('GET', '/logged', undefined, session, 2)).body.data.logged).toBe(true);
    clock = new Date(opened + 86_401_000);
    expect((await api('GET', '/logged', undefined, session, 2)).body.data.logged).toBe(false);
    expect((await api('GET', '/user', undefined, session, 2)).status).toBe(401);
  });

  it('refuses and deletes a session idle for more than 2 hours; each request keeps it alive (issue 12 finding 8)', async () => {
    const session = await token('client@salon.test');
    clock = new Date(clock.getTime() + 7_199_000);
    expect((await api('GET', '/user', undefined, session)).status).toBe(200);
    // Idle time counts from the last request, not from the log-in.
    clock = new Date(clock.getTime() + 7_199_000);
    expect((await api('GET', '/user', undefined, session)).status).toBe(200);
    expect(await sessionCount(session)).toBe(1);

    clock = new Date(clock.getTime() + 7_201_000);
    const idle = await api('GET', '/user', undefined, session);
    expect(idle.status).toBe(401);
    expect(idle.body.message).toBe('Vous devez être connecté pour effectuer cette action.');
    expect((await api('GET', '/logged', undefined, session)).body.data).toEqual({ logged: false, user: null });
    // Deleted, not only refused: going back in time does not revive it.
    expect(await sessionCount(session)).toBe(0);
    clock = new Date(clock.getTime() - 7_201_000);
    expect((await api('GET', '/logged', undefined, session)).body.data.logged).toBe(false);
  });

  it('writes the last use at most once a minute', async () => {
    const session = await token('admin@salon.test');
    const opened = await lastSeen(session);
    clock = new Date(clock.getTime() + 30_000);
    await api('GET', '/logged', undefined, session);
    expect(await lastSeen(session)).toEqual(opened);
    clock = new Date(clock.getTime() + 31_000);
    await api('GET', '/logged', undefined, session);
    expect(await lastSeen(session)).toEqual(clock);
  });

  it('refuses a newsletter confirmation link after 7 days', async () => {
    await api('POST', '/newsletter/subscribe', { email: 'tardif@example.test' });
    const confirmation = await confirmationToken('tardif@example.test');
    clock = new Date(clock.getTime() + 7 * 86_400_000 + 1_000);
    const res = await api('POST', '/newsletter/confirm', { token: confirmation });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      data: null,
      message: 'Ce lien de confirmation est invalide, a déjà servi ou a expiré.',
    });
    // A new sign-up mails a new link, which works.
    await api('POST', '/newsletter/subscribe', { email: 'tardif@example.test' });
    expect(
      (await api('POST', '/newsletter/confirm', { token: await confirmationToken('tardif@example.test') })).status,
    ).toBe(200);
  });

  it('refuses a reset link after one hour', async () => {
    await api('PUT', '/password/reset/ask', { email: 'superadmin@vins.test' }, undefined, 2);
    const mails = await api('GET', '/dev/outbox?to=superadmin@vins.test', undefined, undefined, 2);
    const resetToken = mails.body.data[0].meta.resetToken;
    expect(mails.body.data[0].meta.link).toBe(`http://vins.localhost:3000/password/reset/${resetToken}`);
    clock = new Date(clock.getTime() + 3_600_001);
    const res = await api('PUT', '/password/reset', { token: resetToken, password: 'Nouveau-mot-1' }, undefined, 2);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ce lien de réinitialisation est invalide ou a expiré.');
    await token('superadmin@vins.test', 2);
  });
});
