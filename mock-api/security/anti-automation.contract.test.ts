import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../../tests/contract/client';
import { contactMessages, formAnswers, outboxMails } from '../db/schema';
import { t } from '../i18n';
import { startApi, type RunningApi } from '../server';

// Security tests of issue 12 on the platform API: the dev outbox, the login limits, the anti-automation limits
// of the anonymous writes and the honeypots. The shared contract-test API runs with every limit 1000 times
// higher (all its test files send from 127.0.0.1), so this file starts its own API the way `npm start` does:
// no ENABLE_DEV_OUTBOX, RATE_LIMIT_FACTOR 1, on 127.0.0.1, with a clock it controls. Each test sends from
// client addresses of its own (X-Forwarded-For, which the API trusts from its loopback peer only: the
// storefront writes it), so the tests never share an allowance.

let api: RunningApi;
let clock = Date.now();

beforeAll(async () => {
  for (const name of ['ENABLE_DEV_OUTBOX', 'RATE_LIMIT_FACTOR', 'BCRYPT_COST']) delete process.env[name];
  api = await startApi({
    port: 0,
    dataDir: 'memory://',
    config: { bcryptCost: 4, validateResponses: true, now: () => new Date(clock) },
  });
}, 180_000);

afterAll(async () => {
  await api?.close();
});

let addresses = 0;
/** A client address no other call of this file uses (198.18.0.0/15: the benchmarking range). */
const newAddress = () => {
  addresses++;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
let emails = 0;
const newEmail = (prefix: string) => `${prefix}.${++emails}.${Date.now().toString(36)}@example.test`;

interface Sent {
  status: number;
  body: { success: boolean; data: any; message: string };
  headers: Headers;
}

async function send(
  method: string,
  url: string,
  options: { from: string; site?: number; body?: unknown; form?: FormData },
): Promise<Sent> {
  const headers: Record<string, string> = { idSite: String(options.site ?? 1), 'X-Forwarded-For': options.from };
  let body: BodyInit | undefined = options.form;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${api.url}${url}`, { method: method.toUpperCase(), headers, body });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const TOO_MANY = /^Trop de demandes ont été envoyées\. Veuillez réessayer dans \d+ (secondes?|minutes?)\.$/;
const TOO_MANY_LOGINS =
  /^Trop de tentatives de connexion ont échoué\. Veuillez réessayer dans \d+ (secondes?|minutes?)\.$/;

/** The French 429 with the seconds to wait in data.retryAfter and in Retry-After. */
function expectLimited(res: Sent, message = TOO_MANY): void {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toMatch(message);
  expect(Number.isInteger(res.body.data.retryAfter)).toBe(true);
  expect(res.body.data.retryAfter).toBeGreaterThan(0);
  expect(res.headers.get('retry-after')).toBe(String(res.body.data.retryAfter));
}

/** Served: the call did its usual work (not refused by a limit). */
function expectServed(res: Sent, status: number): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
}

const PASSWORD = 'Motdepasse1!';
const login = (email: string, password: string, from: string, site = 1) =>
  send('post', '/login', { from, site, body: { email, password } });

describe('GET /dev/outbox exists only when explicitly enabled', () => {
  it('is absent from an API started without ENABLE_DEV_OUTBOX (as under `npm start`): 404, undocumented', async () => {
    const res = await send('get', `/dev/outbox?to=${encodeURIComponent('admin@salon.test')}`, { from: newAddress() });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, data: null, message: t('errors.routeNotFound') });
    // Not in the OpenAPI document, hence not on the reference page /docs, which renders it.
    const document = (await (await fetch(`${api.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/dev'))).toEqual([]);
    const tags = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap((o) => o.tags),
    );
    expect(tags).not.toContain('Development');
    expect(await (await fetch(`${api.url}/docs`)).text()).toContain('init.js');
  });

  it('is served, and documented, by an API started with it (the contract tests’ own)', async () => {
    const res = await call('get', '/dev/outbox?nbItem=1');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    const document = (await (await fetch(`${inject('apiUrl')}/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toContain('/dev/outbox');
  });
});

describe('POST /login limits that a changing address cannot dodge', () => {
  it('backs one account off exponentially, whatever the addresses the failures come from', async () => {
    for (let i = 0; i < 10; i++) expectServed(await login('client@salon.test', `faux-${i}`, newAddress()), 401);
    // The 11th attempt, from yet another address and with the right password, must wait 1 s.
    const held = await login('client@salon.test', PASSWORD, newAddress());
    expectLimited(held, TOO_MANY_LOGINS);
    expect(held.body.data.retryAfter).toBe(1);
    // Another account is not held back.
    expectServed(await login('admin@salon.test', PASSWORD, newAddress()), 200);

    clock += 1_001;
    expectServed(await login('client@salon.test', PASSWORD, newAddress()), 200);
    // One more failure: the wait doubles.
    expectServed(await login('client@salon.test', 'encore-faux', newAddress()), 401);
    const longer = await login('client@salon.test', PASSWORD, newAddress());
    expectLimited(longer, TOO_MANY_LOGINS);
    expect(longer.body.data.retryAfter).toBe(2);
    clock += 2_001;
    expectServed(await login('client@salon.test', PASSWORD, newAddress()), 200);
  });

  it('stops one address trying a password over many e-mails, and serves the others', async () => {
    const sprayer = newAddress();
    for (let i = 0; i < 30; i++) expectServed(await login(newEmail('pulverise'), 'Soleil2024!', sprayer), 401);
    expectLimited(await login('superadmin@salon.test', PASSWORD, sprayer), TOO_MANY_LOGINS);
    expectLimited(await login(newEmail('pulverise'), 'Soleil2024!', sprayer), TOO_MANY_LOGINS);
    expectServed(await login('superadmin@salon.test', PASSWORD, newAddress()), 200);
  });

  it('says when to come back in Retry-After on the per-address-and-e-mail limit too', async () => {
    const from = newAddress();
    const email = newEmail('paire');
    for (let i = 0; i < 5; i++) expectServed(await login(email, 'faux', from), 401);
    const held = await login(email, 'faux', from);
    expectLimited(held, TOO_MANY_LOGINS);
    expect(held.body.data.retryAfter).toBe(60);
  });
});

describe('PUT /password/reset/ask', () => {
  it('is limited per client address', async () => {
    const from = newAddress();
    for (let i = 0; i < 10; i++)
      expectServed(await send('put', '/password/reset/ask', { from, body: { email: newEmail('oubli') } }), 200);
    expectLimited(await send('put', '/password/reset/ask', { from, body: { email: newEmail('oubli') } }));
    expectServed(
      await send('put', '/password/reset/ask', { from: newAddress(), body: { email: newEmail('oubli') } }),
      200,
    );
  });

  it('is limited per e-mail from any address, and a refused ask leaves the victim’s link working', async () => {
    const victim = 'client@vins.test';
    const ask = (from: string, email = victim) =>
      send('put', '/password/reset/ask', { from, site: 2, body: { email } });
    expectServed(await ask(newAddress()), 200);
    expectServed(await ask(newAddress()), 200);
    // The victim's own ask, the last one the hour allows.
    const home = newAddress();
    expectServed(await ask(home), 200);
    const latestMail = async () => {
      const [mail] = await api.database.db
        .select({ id: outboxMails.id, meta: outboxMails.meta })
        .from(outboxMails)
        .where(and(eq(outboxMails.siteId, 2), eq(outboxMails.to, victim)))
        .orderBy(desc(outboxMails.id))
        .limit(1);
      return mail!;
    };
    const link = await latestMail();

    const attacker = newAddress();
    expectLimited(await ask(attacker));
    expect((await latestMail()).id).toBe(link.id);
    // Another e-mail from that address is still served.
    expectServed(await ask(attacker, newEmail('autre')), 200);
    // The victim's link still sets a new password.
    const reset = await send('put', '/password/reset', {
      from: home,
      site: 2,
      body: { token: link.meta.resetToken, password: 'Lavande-Chouette-73' },
    });
    expectServed(reset, 200);
  });
});

describe('POST /register', () => {
  const registration = () => ({
    firstname: 'Lucie',
    lastname: 'Martin',
    email: newEmail('inscription'),
    phone: '0612345678',
    password: 'Lavande-Chouette-73',
    birthdate: '1990-05-04',
    termsAccepted: true,
  });

  it('is limited per client address', async () => {
    const from = newAddress();
    for (let i = 0; i < 10; i++) expectServed(await send('post', '/register', { from, body: registration() }), 201);
    expectLimited(await send('post', '/register', { from, body: registration() }));
    expectServed(await send('post', '/register', { from: newAddress(), body: registration() }), 201);
  });
});

describe('POST /message (contact)', () => {
  const message = (email = newEmail('contact'), extra: Record<string, unknown> = {}) => ({
    firstname: 'Camille',
    lastname: 'Durand',
    email,
    subject: 'Rendez-vous',
    message: 'Bonjour, un essai coiffure en juin ?',
    consent: true,
    ...extra,
  });

  it('is limited per client address', async () => {
    const from = newAddress();
    for (let i = 0; i < 10; i++) expectServed(await send('post', '/message', { from, body: message() }), 201);
    expectLimited(await send('post', '/message', { from, body: message() }));
    expectServed(await send('post', '/message', { from: newAddress(), body: message() }), 201);
  });

  it('is limited per sender e-mail from any address', async () => {
    const sender = newEmail('expediteur');
    for (let i = 0; i < 5; i++)
      expectServed(await send('post', '/message', { from: newAddress(), body: message(sender) }), 201);
    const from = newAddress();
    expectLimited(await send('post', '/message', { from, body: message(sender) }));
    expectServed(await send('post', '/message', { from, body: message() }), 201);
  });

  it('answers a filled honeypot like a sent message, and stores and sends nothing', async () => {
    const tag = `pot-de-miel-${Date.now().toString(36)}`;
    const stored = async () =>
      Number(
        (
          await api.database.db
            .select({ n: count() })
            .from(contactMessages)
            .where(like(contactMessages.message, `%${tag}%`))
        )[0]!.n,
      );
    const mailed = async () =>
      Number(
        (
          await api.database.db
            .select({ n: count() })
            .from(outboxMails)
            .where(like(outboxMails.body, `%${tag}%`))
        )[0]!.n,
      );

    const robot = await send('post', '/message', {
      from: newAddress(),
      body: message(undefined, { message: tag, website_url: 'https://spam.example' }),
    });
    expect(robot.status).toBe(201);
    expect(robot.body).toEqual({ success: true, data: { id: expect.any(Number) }, message: t('content.messageSent') });
    expect(await stored()).toBe(0);
    expect(await mailed()).toBe(0);

    // The same message from a person (the field left empty) is stored and sent.
    const person = await send('post', '/message', {
      from: newAddress(),
      body: message(undefined, { message: tag, website_url: '' }),
    });
    expect(person.status).toBe(201);
    expect(await stored()).toBe(1);
    expect(await mailed()).toBe(1);
  });
});

describe('POST /forms/{id}/submit', () => {
  const UPLOADS = path.resolve('.data', 'test-uploads', '1');
  const ONE_PIXEL_PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const png = (tag: string) => new Blob([ONE_PIXEL_PNG, Buffer.from(tag)], { type: 'image/png' });
  const weddingForm = (tag: string, files = 0, extra: Record<string, string> = {}) => {
    const form = new FormData();
    const values: Record<string, string> = {
      firstname: 'Léa',
      lastname: tag,
      email: 'lea.martin@example.test',
      phone: '06 12 34 56 78',
      weddingDate: '2027-06-12',
      service: 'Coiffure et maquillage',
      consent: 'true',
      ...extra,
    };
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    for (let i = 0; i < files; i++) form.append('inspiration', png(tag), `inspiration-${i}.png`);
    return form;
  };
  const submit = (from: string, form: FormData) => send('post', '/forms/1/submit', { from, form });

  it('is limited per client address', async () => {
    const from = newAddress();
    for (let i = 0; i < 10; i++) expectServed(await submit(from, weddingForm(`envoi-${i}`)), 201);
    expectLimited(await submit(from, weddingForm('envoi-11')));
    expectServed(await submit(newAddress(), weddingForm('envoi-ailleurs')), 201);
  });

  it('counts the files kept on disk per client address', async () => {
    const from = newAddress();
    expectServed(await submit(from, weddingForm('fichiers-1', 10)), 201);
    expectServed(await submit(from, weddingForm('fichiers-2', 10)), 201);
    expectLimited(await submit(from, weddingForm('fichiers-3', 1)));
    // Without a file, the same address is still served (3 submissions of its 10).
    expectServed(await submit(from, weddingForm('fichiers-4')), 201);
    expectServed(await submit(newAddress(), weddingForm('fichiers-5', 1)), 201);
  });

  it('answers a filled honeypot like a stored answer, and keeps, stores and sends nothing', async () => {
    const tag = `pot-de-miel-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const res = await submit(newAddress(), weddingForm(tag, 1, { website_url: 'https://spam.example' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { id: expect.any(Number) }, message: t('content.formSubmitted') });
    const answers = await api.database.db.select({ values: formAnswers.values }).from(formAnswers);
    expect(answers.filter((a) => JSON.stringify(a.values).includes(tag))).toEqual([]);
    const mails = await api.database.db
      .select({ n: count() })
      .from(outboxMails)
      .where(like(outboxMails.body, `%${tag}%`));
    expect(Number(mails[0]!.n)).toBe(0);
    const kept: string[] = [];
    for (const name of await readdir(UPLOADS).catch(() => [] as string[])) {
      if ((await readFile(path.join(UPLOADS, name)).catch(() => Buffer.alloc(0))).includes(tag)) kept.push(name);
    }
    expect(kept).toEqual([]);
  });
});

describe('POST /element/{route}/{id}/register', () => {
  interface Item {
    id: number;
    title: string;
    isRegistrationOpen: boolean;
    remainingSeats: number | null;
  }
  const events = async (site: number) =>
    (await send('get', '/element/evenements', { from: newAddress(), site })).body.data.items as Item[];
  const registrant = (email = newEmail('atelier')) => ({ firstname: 'Camille', lastname: 'Durand', email, seats: 1 });

  it('is limited per client address (refusals for a full workshop count too)', async () => {
    const full = (await events(1)).find((e) => !e.isRegistrationOpen || e.remainingSeats === 0)!;
    const from = newAddress();
    const register = (at: string) =>
      send('post', `/element/evenements/${full.id}/register`, { from: at, body: registrant() });
    for (let i = 0; i < 10; i++) expectServed(await register(from), 409);
    expectLimited(await register(from));
    expectServed(await register(newAddress()), 409);
  });

  it('is limited per e-mail it would mail, from any address', async () => {
    const open = (await events(2)).find(
      (e) => e.isRegistrationOpen && (e.remainingSeats === null || e.remainingSeats >= 4),
    )!;
    expect(open, 'an open workshop of the wine estate with 4 seats left').toBeDefined();
    const register = (from: string, email: string) =>
      send('post', `/element/evenements/${open.id}/register`, { from, site: 2, body: registrant(email) });
    const target = newEmail('cible');
    for (let i = 0; i < 3; i++) expectServed(await register(newAddress(), target), 201);
    const from = newAddress();
    expectLimited(await register(from, target));
    expectServed(await register(from, newEmail('autre')), 201);
  });
});

describe('POST /newsletter/subscribe', () => {
  const subscribe = (from: string, email = newEmail('lecteur')) =>
    send('post', '/newsletter/subscribe', { from, body: { email } });
  const served = (res: Sent) => {
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  };

  it('is limited per client address', async () => {
    const from = newAddress();
    for (let i = 0; i < 10; i++) served(await subscribe(from));
    expectLimited(await subscribe(from));
    served(await subscribe(newAddress()));
  });

  it('is limited per e-mail from any address', async () => {
    const target = newEmail('abonne');
    for (let i = 0; i < 5; i++) served(await subscribe(newAddress(), target));
    const from = newAddress();
    expectLimited(await subscribe(from, target));
    served(await subscribe(from));
  });
});
