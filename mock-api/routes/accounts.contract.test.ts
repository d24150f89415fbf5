import { beforeAll, describe, expect, it } from 'vitest';
import { call, uniqueEmail } from '../../tests/contract/client';

// Contract of the accounts calls (spec §5, §6, §7 "Accounts"; issue 2 §3). Every test makes its own members.

const PASSWORD = 'Motdepasse1!';
const SEEDED: [site: number, email: string, role: string][] = [
  [1, 'client@salon.test', 'CUSTOMER'],
  [1, 'admin@salon.test', 'ADMIN'],
  [1, 'superadmin@salon.test', 'SUPER_ADMIN'],
  [2, 'client@vins.test', 'CUSTOMER'],
  [2, 'admin@vins.test', 'ADMIN'],
  [2, 'superadmin@vins.test', 'SUPER_ADMIN'],
];
const MSG = {
  registered: 'Votre compte a été créé. Vous pouvez maintenant vous connecter.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  invalidCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  terms: "Vous devez accepter les conditions générales d'utilisation pour créer un compte.",
  minor: "L'inscription est réservée aux personnes majeures (18 ans ou plus).",
  birthdateRequired: 'La date de naissance est obligatoire.',
  notMobile: 'Seuls les numéros de mobile français sont acceptés (06, 07, +33 6 ou +33 7).',
  name: 'Ce champ ne peut contenir que des lettres, des espaces, des apostrophes, des tirets et des points.',
  severalFields: 'Veuillez corriger les champs indiqués.',
  unauthorized: 'Vous devez être connecté pour effectuer cette action.',
  wrongPassword: 'Le mot de passe saisi est incorrect.',
  newsletterDisabled: "La newsletter n'est pas proposée sur ce site.",
  resetAsked:
    'Si un compte existe avec cette adresse, un e-mail contenant un lien de réinitialisation vient de lui être envoyé.',
  resetInvalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
  subscribeAsked:
    "Pour confirmer votre inscription, cliquez sur le lien de l'e-mail de confirmation envoyé à cette adresse (valable 7 jours).",
  subscribeConfirmed: 'Votre inscription à la newsletter est confirmée.',
  confirmInvalid: 'Ce lien de confirmation est invalide, a déjà servi ou a expiré.',
  passwordTooCommon: 'Ce mot de passe fait partie des plus courants et se devine facilement : choisissez-en un autre.',
  invalidBody: 'Certaines données envoyées sont invalides.',
  malformedJson: "Le corps de la requête n'est pas un JSON valide.",
};

const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Camille',
  lastname: 'Durand',
  email: uniqueEmail('compte'),
  phone: '06 12 34 56 78',
  password: PASSWORD,
  birthdate: '1990-04-02',
  termsAccepted: true,
  newsletter: false,
  ...overrides,
});

async function login(site: number, email: string, password = PASSWORD) {
  return call('post', '/login', { site, body: { email, password } });
}

/** Registers a fresh member and logs them in. */
async function newMember(site = 1, overrides: Record<string, unknown> = {}) {
  const body = validRegistration(overrides);
  const registered = await call('post', '/register', { site, body });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const res = await login(site, body.email, body.password);
  expect(res.status).toBe(200);
  return { ...body, id: registered.body.data.user.id as number, token: res.body.data.token as string };
}

/** Whether nobody can log in with these credentials (nothing was written by a refused call). */
async function expectNoAccount(site: number, email: string) {
  const res = await login(site, email);
  // 400 when the e-mail cannot even be one: no account can have it.
  expect([400, 401]).toContain(res.status);
  expect(res.body.success).toBe(false);
}

/**
 * The site's parameters as GET /parameter answers them (an array of { type, value }, possibly under a key).
 * Without that call the API reads unset parameters as off, so that is the fallback.
 */
async function siteParameters(site = 1): Promise<Record<string, string | null>> {
  const res = await call('get', '/parameter', { site });
  if (res.status !== 200) return {};
  const data = res.body.data as unknown;
  const rows = Array.isArray(data)
    ? data
    : ((Object.values((data ?? {}) as Record<string, unknown>).find((value) => Array.isArray(value)) as
        unknown[] | undefined) ?? []);
  const out: Record<string, string | null> = {};
  for (const row of rows as { type?: unknown; value?: unknown }[]) {
    if (typeof row?.type === 'string') out[row.type] = row.value == null ? null : String(row.value);
  }
  return out;
}
const isOn = (value: string | null | undefined) => value != null && /^(true|1)$/i.test(value.trim());

let salon: Record<string, string | null> = {};
beforeAll(async () => {
  salon = await siteParameters(1);
});

describe('a member’s journey: register → login → profile → password → logout', () => {
  it('goes through every step, and logout kills the token', async () => {
    const body = validRegistration({ email: uniqueEmail('Parcours').replace('Parcours', 'PARCOURS') });
    const registered = await call('post', '/register', { body });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      success: true,
      data: { user: { id: expect.any(Number), email: body.email.toLowerCase(), role: 'CUSTOMER' } },
      message: MSG.registered,
    });
    expect(registered.body.data).not.toHaveProperty('token');

    // The e-mail is case-insensitive.
    const logged = await login(1, body.email.toUpperCase());
    expect(logged.status).toBe(200);
    expect(logged.body.data).toEqual({
      token: expect.stringMatching(/^[\w-]{40,}$/),
      idSite: 1,
      user: { id: registered.body.data.user.id, email: body.email.toLowerCase(), role: 'CUSTOMER' },
    });
    const token = logged.body.data.token as string;

    const me = await call('get', '/user', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({
      id: registered.body.data.user.id,
      email: body.email.toLowerCase(),
      phone: '06 12 34 56 78',
      firstname: 'Camille',
      lastname: 'Durand',
      birthdate: '1990-04-02',
      role: 'CUSTOMER',
      newsletter: false,
    });

    const edited = await call('put', '/user', {
      token,
      body: { firstname: 'Zoé', lastname: "N'Diaye-Martin", phone: '07.11.22.33.44' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Vos informations ont été mises à jour.');
    expect(edited.body.data).toMatchObject({
      firstname: 'Zoé',
      lastname: "N'Diaye-Martin",
      phone: '07.11.22.33.44',
      birthdate: '1990-04-02',
    });
    expect((await call('get', '/user', { token })).body.data.firstname).toBe('Zoé');

    // A second session, which the password change must close.
    const other = (await login(1, body.email)).body.data.token as string;
    const changed = await call('put', '/user/password', {
      token,
      body: { currentPassword: PASSWORD, newPassword: 'Nouveau-mot-2-passe' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      success: true,
      data: null,
      message: 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
    });
    expect((await call('get', '/user', { token: other })).status).toBe(401);
    expect((await call('get', '/user', { token })).status).toBe(200);
    expect((await login(1, body.email)).status).toBe(401);
    expect((await login(1, body.email, 'Nouveau-mot-2-passe')).status).toBe(200);

    const out = await call('post', '/logout', { token });
    expect(out.body).toEqual({ success: true, data: null, message: 'Vous êtes déconnecté.' });
    const after = await call('get', '/user', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, data: null, message: MSG.unauthorized });
    expect((await call('get', '/logged', { token })).body.data).toEqual({ logged: false, user: null });
  });

  it('logout without a token succeeds and changes nothing', async () => {
    const res = await call('post', '/logout');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });
});

describe('registration rules', () => {
  it('refuses an e-mail already registered on the site (any case) with 409, but not on the other site', async () => {
    const member = await newMember(1);
    const again = await call('post', '/register', {
      body: validRegistration({ email: member.email.toUpperCase(), firstname: 'Autre' }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      data: { errors: { email: MSG.emailTaken } },
      message: MSG.emailTaken,
    });
    // The first account is untouched.
    expect((await call('get', '/user', { token: member.token })).body.data.firstname).toBe('Camille');

    const wine = await call('post', '/register', { site: 2, body: validRegistration({ email: member.email }) });
    expect(wine.status).toBe(201);
    expect(wine.body.data.user.id).not.toBe(member.id);
  });

  it('refuses a registration whose terms are not accepted, and writes nothing', async () => {
    const body = validRegistration({ termsAccepted: false });
    const res = await call('post', '/register', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, data: { errors: { termsAccepted: MSG.terms } }, message: MSG.terms });
    await expectNoAccount(1, body.email);
  });

  it('gathers every rule error per field', async () => {
    const body = validRegistration({ termsAccepted: false, firstname: 'R2D2', lastname: '<b>Durand</b>' });
    const res = await call('post', '/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.severalFields);
    expect(res.body.data.errors).toEqual({ firstname: MSG.name, lastname: MSG.name, termsAccepted: MSG.terms });
    await expectNoAccount(1, body.email);
  });

  it('applies BLOCK_MINORS_FROM_REGISTERING as the salon sets it', async () => {
    const seventeen = new Date();
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    const body = validRegistration({ birthdate: seventeen.toISOString().slice(0, 10) });
    const res = await call('post', '/register', { body });
    if (isOn(salon.BLOCK_MINORS_FROM_REGISTERING)) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, data: { errors: { birthdate: MSG.minor } }, message: MSG.minor });
      await expectNoAccount(1, body.email);
    } else {
      expect(res.status).toBe(201);
    }
  });

  it('asks the birth date when the salon asks it or refuses minors', async () => {
    const body = validRegistration({ birthdate: undefined });
    const res = await call('post', '/register', { body });
    if (isOn(salon.ASK_BIRTHDATE_AT_REGISTER) || isOn(salon.BLOCK_MINORS_FROM_REGISTERING)) {
      expect(res.status).toBe(400);
      expect(res.body.data.errors).toEqual({ birthdate: MSG.birthdateRequired });
    } else {
      expect(res.status).toBe(201);
      const token = (await login(1, body.email)).body.data.token;
      expect((await call('get', '/user', { token })).body.data.birthdate).toBeNull();
    }
  });

  it('refuses impossible birth dates whatever the parameters', async () => {
    for (const birthdate of ['2999-01-01', '1850-01-01', '2023-02-30']) {
      const body = validRegistration({ birthdate });
      const res = await call('post', '/register', { body });
      expect(res.status, birthdate).toBe(400);
      expect(res.body.data.errors).toHaveProperty('birthdate');
    }
  });

  it('applies ALLOW_ONLY_MOBILE_PHONE as the salon sets it', async () => {
    const body = validRegistration({ phone: '01 23 45 67 89' });
    const res = await call('post', '/register', { body });
    if (isOn(salon.ALLOW_ONLY_MOBILE_PHONE)) {
      expect(res.status).toBe(400);
      expect(res.body.data.errors).toEqual({ phone: MSG.notMobile });
    } else {
      expect(res.status).toBe(201);
    }
    // A mobile number in any accepted spelling always passes.
    expect((await call('post', '/register', { body: validRegistration({ phone: '+33 7 12 34 56 78' }) })).status).toBe(
      201,
    );
  });

  it('refuses a password under 8 characters or over 72 bytes', async () => {
    const short = await call('post', '/register', { body: validRegistration({ password: 'court' }) });
    expect(short.status).toBe(400);
    expect(short.body.data.errors).toHaveProperty('password');
    const long = validRegistration({ password: 'é'.repeat(40) });
    const res = await call('post', '/register', { body: long });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual({ password: 'Le mot de passe est trop long (72 octets au maximum).' });
    await expectNoAccount(1, long.email);
  });

  it.each(['motdepasse', 'Azerty123', '123456789', 'Mot de passe 2024', 'soleil!!'])(
    'refuses the common password %j with its French message and writes nothing (issue 12)',
    async (password) => {
      const body = validRegistration({ password });
      const res = await call('post', '/register', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        data: { errors: { password: MSG.passwordTooCommon } },
        message: MSG.passwordTooCommon,
      });
      await expectNoAccount(1, body.email);
    },
  );

  it.each([
    ['malformed JSON', '{"email": "x@y.fr", ', MSG.malformedJson],
    ['a JSON array', '[1,2]', MSG.invalidBody],
  ])('answers %s with a 400 envelope', async (_label, raw, message) => {
    const res = await call('post', '/register', { body: raw });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ['an over-long first name', { firstname: 'A'.repeat(101) }, 'firstname'],
    ['an over-long e-mail', { email: `${'a'.repeat(250)}@example.test` }, 'email'],
    ['a script in the last name', { lastname: '<script>alert(1)</script>' }, 'lastname'],
    ['SQL in the e-mail', { email: "x'; DROP TABLE app_user;--@example.test" }, 'email'],
    ['SQL in the phone', { phone: "0612345678'; DELETE FROM session;--" }, 'phone'],
    ['a number as the first name', { firstname: 42 }, 'firstname'],
    ['termsAccepted as a string', { termsAccepted: 'true' }, 'termsAccepted'],
  ])('refuses %s per field and writes nothing', async (_label, change, field) => {
    const body = validRegistration(change);
    const res = await call('post', '/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.data.errors).toHaveProperty(field);
    if (typeof body.email === 'string' && body.email.length < 254) await expectNoAccount(1, body.email);
  });

  it('takes newsletter: true only when ENABLE_NEWSLETTER is on', async () => {
    const member = await newMember(1, { newsletter: true });
    const me = await call('get', '/user', { token: member.token });
    const subscription = await call('get', '/user/newsletter/subscription', { token: member.token });
    if (isOn(salon.ENABLE_NEWSLETTER)) {
      const lists = await call('get', '/user/newsletter/lists', { token: member.token });
      expect(me.body.data.newsletter).toBe(true);
      expect(subscription.body.data.listIds).toEqual(lists.body.data.lists.map((l: { id: number }) => l.id));
    } else {
      expect(me.body.data.newsletter).toBe(false);
      expect(subscription.body.data).toEqual({ enabled: false, listIds: [] });
    }
  });
});

describe('login, sessions and sites', () => {
  it.each(SEEDED)('logs the seeded member of site %i %s in with role %s', async (site, email, role) => {
    const res = await login(site, email);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Vous êtes connecté.');
    expect(res.body.data).toMatchObject({ idSite: site, user: { email, role } });
    const logged = await call('get', '/logged', { site, token: res.body.data.token });
    expect(logged.body.data).toEqual({ logged: true, user: { id: res.body.data.user.id, email, role } });
  });

  it('gives the same 401 message for a wrong password and an unknown e-mail', async () => {
    const member = await newMember(1);
    const wrong = await login(1, member.email, 'mauvais-mot-de-passe');
    const unknown = await login(1, uniqueEmail('inconnu'), PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, data: null, message: MSG.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('does not log a member of one site in on the other', async () => {
    expect((await login(2, 'client@salon.test')).status).toBe(401);
    expect((await login(1, 'client@vins.test')).status).toBe(401);
  });

  it('treats a token of site 1 as anonymous on site 2', async () => {
    const member = await newMember(1);
    expect((await call('get', '/logged', { site: 2, token: member.token })).body.data).toEqual({
      logged: false,
      user: null,
    });
    expect((await call('get', '/user', { site: 2, token: member.token })).status).toBe(401);
    expect((await call('get', '/logged', { site: 1, token: member.token })).body.data.logged).toBe(true);
  });

  it('answers GET /logged for an anonymous or unknown token', async () => {
    expect((await call('get', '/logged')).body).toEqual({
      success: true,
      data: { logged: false, user: null },
      message: '',
    });
    expect((await call('get', '/logged', { token: 'x'.repeat(43) })).body.data.logged).toBe(false);
  });

  it('needs a session for every /user call', async () => {
    for (const [method, path] of [
      ['get', '/user'],
      ['put', '/user'],
      ['put', '/user/password'],
      ['delete', '/user'],
      ['get', '/user/newsletter/lists'],
      ['get', '/user/newsletter/subscription'],
      ['put', '/user/newsletter/subscription'],
    ] as const) {
      const res = await call(method, path, { body: method === 'get' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.message).toBe(MSG.unauthorized);
    }
  });

  it('refuses a sixth login within a minute after 5 failures, even with the right password', async () => {
    const member = await newMember(1);
    const headers = { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' };
    for (let i = 0; i < 5; i++) {
      const res = await call('post', '/login', {
        headers,
        body: { email: member.email, password: `faux-${i}-mot-de-passe` },
      });
      expect(res.status).toBe(401);
    }
    const sixth = await call('post', '/login', { headers, body: { email: member.email, password: PASSWORD } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.success).toBe(false);
    expect(sixth.body.message).toMatch(
      /^Trop de tentatives de connexion ont échoué\. Veuillez réessayer dans \d+ secondes?\.$/,
    );
    expect(sixth.body.data.retryAfter).toBeGreaterThan(0);
    expect(sixth.body.data.retryAfter).toBeLessThanOrEqual(60);
    // Another client address is not blocked.
    const elsewhere = await call('post', '/login', {
      headers: { 'X-Forwarded-For': '198.51.100.9' },
      body: { email: member.email, password: PASSWORD },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('limits unknown e-mails too, and a success resets the count', async () => {
    const email = uniqueEmail('inconnu');
    for (let i = 0; i < 5; i++) expect((await login(1, email, 'mauvais-mot')).status).toBe(401);
    expect((await login(1, email, 'mauvais-mot')).status).toBe(429);

    const member = await newMember(1);
    for (let i = 0; i < 4; i++) expect((await login(1, member.email, 'mauvais-mot')).status).toBe(401);
    expect((await login(1, member.email)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(1, member.email, 'mauvais-mot')).status).toBe(401);
    expect((await login(1, member.email)).status).toBe(200);
  });
});

describe('profile edits', () => {
  it('needs the current password to change the e-mail, and refuses one already taken', async () => {
    const member = await newMember(1);
    const other = await newMember(1);
    const newEmail = uniqueEmail('nouvelle');

    const missing = await call('put', '/user', { token: member.token, body: { email: newEmail } });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors).toEqual({
      currentPassword: "Saisissez votre mot de passe actuel pour changer d'adresse e-mail.",
    });

    const wrong = await call('put', '/user', {
      token: member.token,
      body: { email: newEmail, currentPassword: 'mauvais-mot' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual({ currentPassword: MSG.wrongPassword });

    const taken = await call('put', '/user', {
      token: member.token,
      body: { email: other.email, currentPassword: PASSWORD },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(MSG.emailTaken);

    const ok = await call('put', '/user', {
      token: member.token,
      body: { email: newEmail, currentPassword: PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.email).toBe(newEmail);
    expect((await login(1, newEmail)).status).toBe(200);
    await expectNoAccount(1, member.email);
  });

  it('refuses invalid edits and writes nothing', async () => {
    const member = await newMember(1);
    for (const body of [
      {},
      { firstname: '<img src=x onerror=alert(1)>' },
      { lastname: 'x'.repeat(101) },
      { birthdate: '2999-01-01' },
      { phone: 'abc' },
    ]) {
      const res = await call('put', '/user', { token: member.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const me = await call('get', '/user', { token: member.token });
    expect(me.body.data).toMatchObject({
      firstname: 'Camille',
      lastname: 'Durand',
      phone: '06 12 34 56 78',
      birthdate: '1990-04-02',
    });
  });

  it('refuses a wrong current password on password change and keeps the old one', async () => {
    const member = await newMember(1);
    const res = await call('put', '/user/password', {
      token: member.token,
      body: { currentPassword: 'mauvais-mot', newPassword: 'Autre-mot-de-passe' },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual({ currentPassword: MSG.wrongPassword });
    expect((await login(1, member.email)).status).toBe(200);
    const short = await call('put', '/user/password', {
      token: member.token,
      body: { currentPassword: PASSWORD, newPassword: 'court' },
    });
    expect(short.status).toBe(400);
    expect(short.body.data.errors).toHaveProperty('newPassword');
  });
});

describe('common passwords (issue 12 finding 8)', () => {
  it('refuses one as the new password of a password change, and keeps the old one', async () => {
    const member = await newMember(1);
    const res = await call('put', '/user/password', {
      token: member.token,
      body: { currentPassword: PASSWORD, newPassword: 'password1' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      data: { errors: { newPassword: MSG.passwordTooCommon } },
      message: MSG.passwordTooCommon,
    });
    expect((await login(1, member.email, 'password1')).status).toBe(401);
    expect((await login(1, member.email)).status).toBe(200);
  });

  it('refuses one as the password of a reset, and the link still works for a better one', async () => {
    const member = await newMember(1);
    await call('put', '/password/reset/ask', { body: { email: member.email } });
    const mails = (await call('get', `/dev/outbox?to=${encodeURIComponent(member.email)}`)).body.data as {
      meta: { resetToken?: string };
    }[];
    const token = mails.find((mail) => mail.meta.resetToken)!.meta.resetToken!;
    const res = await call('put', '/password/reset', { body: { token, password: 'Soleil2024' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      data: { errors: { password: MSG.passwordTooCommon } },
      message: MSG.passwordTooCommon,
    });
    expect((await call('put', '/password/reset', { body: { token, password: 'Reinitialise-2024' } })).status).toBe(200);
  });

  it('keeps the seeded demo password valid for a new account (README)', async () => {
    expect((await call('post', '/register', { body: validRegistration({ password: 'Motdepasse1!' }) })).status).toBe(
      201,
    );
  });
});

describe('account deletion', () => {
  it('needs the password, then deletes the member: sessions die and login fails', async () => {
    const member = await newMember(1);
    const wrong = await call('delete', '/user', { token: member.token, body: { password: 'mauvais-mot' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual({ password: MSG.wrongPassword });
    expect((await call('get', '/user', { token: member.token })).status).toBe(200);

    const res = await call('delete', '/user', { token: member.token, body: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: 'Votre compte et vos données ont été supprimés.' });
    expect((await call('get', '/user', { token: member.token })).status).toBe(401);
    expect((await login(1, member.email)).body.message).toBe(MSG.invalidCredentials);
    // The e-mail is free again.
    expect((await call('post', '/register', { body: validRegistration({ email: member.email }) })).status).toBe(201);
  });
});

describe('newsletter', () => {
  it('lists the site’s lists and edits a member’s subscription (per ENABLE_NEWSLETTER)', async () => {
    const member = await newMember(1);
    const lists = await call('get', '/user/newsletter/lists', { token: member.token });
    expect(lists.status).toBe(200);
    if (!isOn(salon.ENABLE_NEWSLETTER)) {
      expect(lists.body.data).toEqual({ enabled: false, lists: [] });
      const put = await call('put', '/user/newsletter/subscription', { token: member.token, body: { listIds: [] } });
      expect(put.status).toBe(403);
      expect(put.body.message).toBe(MSG.newsletterDisabled);
      return;
    }
    expect(lists.body.data.enabled).toBe(true);
    const names = lists.body.data.lists.map((l: { name: string }) => l.name);
    expect(names).toEqual(['Actualités du salon', 'Offres et nouveautés']);
    const [first, second] = lists.body.data.lists.map((l: { id: number }) => l.id);

    const put = await call('put', '/user/newsletter/subscription', {
      token: member.token,
      body: { listIds: [second, first, second] },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ enabled: true, listIds: [first, second].sort((a, b) => a - b) });
    expect((await call('get', '/user', { token: member.token })).body.data.newsletter).toBe(true);

    const none = await call('put', '/user/newsletter/subscription', { token: member.token, body: { listIds: [] } });
    expect(none.body.data.listIds).toEqual([]);
    expect((await call('get', '/user', { token: member.token })).body.data.newsletter).toBe(false);
  });

  it('refuses a list of another site or an unknown one', async () => {
    const member = await newMember(1);
    const wineMember = await newMember(2);
    const wineLists = await call('get', '/user/newsletter/lists', { site: 2, token: wineMember.token });
    const foreign = wineLists.body.data.lists[0]?.id ?? 999_999;
    for (const listIds of [[foreign], [999_999]]) {
      const res = await call('put', '/user/newsletter/subscription', { token: member.token, body: { listIds } });
      if (isOn(salon.ENABLE_NEWSLETTER)) {
        expect(res.status).toBe(400);
        expect(res.body.message).toBe("Cette liste de diffusion n'existe pas.");
      } else {
        expect(res.status).toBe(403);
      }
    }
    expect((await call('get', '/user/newsletter/subscription', { token: member.token })).body.data.listIds).toEqual([]);
  });

  describe('double opt-in of an anonymous address (issue 12 finding 6)', () => {
    type Mail = {
      to: string;
      subject: string;
      body: string;
      meta: { kind?: string; confirmationToken?: string; link?: string };
    };
    async function confirmationMails(email: string, site = 1) {
      const res = await call('get', `/dev/outbox?to=${encodeURIComponent(email)}`, { site });
      expect(res.status).toBe(200);
      return (res.body.data as Mail[]).filter((mail) => mail.meta.kind === 'NEWSLETTER_CONFIRMATION');
    }

    it('mails a link to the storefront page with the token in the fragment; only the confirmation subscribes', async () => {
      const email = uniqueEmail('lecteur');
      const asked = await call('post', '/newsletter/subscribe', { body: { email: email.toUpperCase() } });
      if (!isOn(salon.ENABLE_NEWSLETTER)) {
        expect(asked.status).toBe(403);
        expect(asked.body).toEqual({ success: false, data: null, message: MSG.newsletterDisabled });
        return;
      }
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual({ success: true, data: null, message: MSG.subscribeAsked });
      const mails = await confirmationMails(email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.to).toBe(email);
      expect(mail!.subject).toMatch(/^Confirmez votre inscription à la newsletter/);
      const token = mail!.meta.confirmationToken!;
      expect(token).toMatch(/^[\w-]{40,}$/);
      expect(mail!.meta.link).toMatch(/^http:\/\/[^/]+\/newsletter\/confirmation#[\w-]{40,}$/);
      expect(mail!.meta.link!.endsWith(`#${token}`)).toBe(true);
      expect(mail!.body).toContain(mail!.meta.link);

      const confirmed = await call('post', '/newsletter/confirm', { body: { token } });
      expect(confirmed.status).toBe(200);
      const lists = await call('get', '/user/newsletter/lists', { token: (await newMember(1)).token });
      expect(confirmed.body).toEqual({
        success: true,
        data: { email, listIds: lists.body.data.lists.map((l: { id: number }) => l.id) },
        message: MSG.subscribeConfirmed,
      });

      // Single use: a second confirmation is refused.
      const again = await call('post', '/newsletter/confirm', { body: { token } });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ success: false, data: null, message: MSG.confirmInvalid });
    });

    it('answers the same whether the address is new, pending or already subscribed', async () => {
      if (!isOn(salon.ENABLE_NEWSLETTER)) return;
      const email = uniqueEmail('lecteur');
      const fresh = await call('post', '/newsletter/subscribe', { body: { email } });
      const pending = await call('post', '/newsletter/subscribe', { body: { email } });
      const [latest] = await confirmationMails(email);
      expect(
        (await call('post', '/newsletter/confirm', { body: { token: latest!.meta.confirmationToken } })).status,
      ).toBe(200);
      const subscribed = await call('post', '/newsletter/subscribe', { body: { email } });
      const stranger = await call('post', '/newsletter/subscribe', { body: { email: uniqueEmail('inconnu') } });
      for (const res of [fresh, pending, subscribed, stranger]) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, data: null, message: MSG.subscribeAsked });
        expect([...res.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
      }
    });

    it('refuses an unknown, malformed or other site’s token, and mails at most 3 live links per address', async () => {
      if (!isOn(salon.ENABLE_NEWSLETTER)) return;
      const email = uniqueEmail('lecteur');
      for (let i = 0; i < 5; i++)
        expect((await call('post', '/newsletter/subscribe', { body: { email } })).status).toBe(200);
      const mails = await confirmationMails(email);
      expect(mails).toHaveLength(3);
      const token = mails[0]!.meta.confirmationToken!;
      const foreign = await call('post', '/newsletter/confirm', { site: 2, body: { token } });
      expect([400, 403]).toContain(foreign.status);
      expect((await call('post', '/newsletter/confirm', { body: { token: 'a'.repeat(43) } })).body).toEqual({
        success: false,
        data: null,
        message: MSG.confirmInvalid,
      });
      for (const body of [{ token: 'court' }, {}, { token: 42 }]) {
        expect((await call('post', '/newsletter/confirm', { body })).status, JSON.stringify(body)).toBe(400);
      }
      // Every earlier link still works (a new sign-up never cancels one).
      for (const mail of mails)
        expect(
          (await call('post', '/newsletter/confirm', { body: { token: mail.meta.confirmationToken } })).status,
        ).toBe(200);
    });
  });

  it('validates the anonymous subscription', async () => {
    for (const body of [
      { email: 'pas-une-adresse' },
      { email: uniqueEmail(), listIds: [] },
      { email: uniqueEmail(), listIds: ['x'] },
    ]) {
      const res = await call('post', '/newsletter/subscribe', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('password reset', () => {
  async function outbox(email: string, site = 1) {
    const res = await call('get', `/dev/outbox?to=${encodeURIComponent(email)}`, { site });
    expect(res.status).toBe(200);
    return res.body.data as {
      to: string;
      subject: string;
      body: string;
      meta: { resetToken?: string; link?: string };
    }[];
  }

  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const member = await newMember(1);
    const unknownEmail = uniqueEmail('personne');
    const known = await call('put', '/password/reset/ask', { body: { email: member.email } });
    const unknown = await call('put', '/password/reset/ask', { body: { email: unknownEmail } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ success: true, data: null, message: MSG.resetAsked });
    expect(unknown.body).toEqual(known.body);
    expect(await outbox(unknownEmail)).toEqual([]);
    const mails = await outbox(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Réinitialisation de votre mot de passe/);
    expect(mails[0]!.body).toContain(`/password/reset/${mails[0]!.meta.resetToken}`);
    expect(mails[0]!.meta.link).toMatch(/^http:\/\/[^/]+\/password\/reset\/[\w-]{40,}$/);
  });

  it('resets with the mailed token once; sessions are closed; a second use is refused', async () => {
    const member = await newMember(1);
    await call('put', '/password/reset/ask', { body: { email: member.email } });
    const token = (await outbox(member.email))[0]!.meta.resetToken!;

    const weak = await call('put', '/password/reset', { body: { token, password: 'court' } });
    expect(weak.status).toBe(400);

    const reset = await call('put', '/password/reset', { body: { token, password: 'Reinitialise-2024' } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({
      success: true,
      data: null,
      message: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
    });
    expect((await call('get', '/user', { token: member.token })).status).toBe(401);
    expect((await login(1, member.email)).status).toBe(401);
    expect((await login(1, member.email, 'Reinitialise-2024')).status).toBe(200);

    const again = await call('put', '/password/reset', { body: { token, password: 'Encore-un-autre-1' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, data: null, message: MSG.resetInvalid });
    expect((await login(1, member.email, 'Reinitialise-2024')).status).toBe(200);
  });

  it('only the latest link works, and a token is worthless on another site', async () => {
    const member = await newMember(1);
    await call('put', '/password/reset/ask', { body: { email: member.email } });
    const older = (await outbox(member.email))[0]!.meta.resetToken!;
    await call('put', '/password/reset/ask', { body: { email: member.email } });
    const latest = (await outbox(member.email))[0]!.meta.resetToken!;
    expect(latest).not.toBe(older);
    expect(
      (await call('put', '/password/reset', { body: { token: older, password: 'Reinitialise-2024' } })).status,
    ).toBe(400);
    const foreign = await call('put', '/password/reset', {
      site: 2,
      body: { token: latest, password: 'Reinitialise-2024' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(MSG.resetInvalid);
    expect(
      (await call('put', '/password/reset', { body: { token: latest, password: 'Reinitialise-2024' } })).status,
    ).toBe(200);
  });

  it('refuses a malformed token or e-mail', async () => {
    expect((await call('put', '/password/reset', { body: { token: 'abc', password: PASSWORD } })).status).toBe(400);
    expect(
      (await call('put', '/password/reset', { body: { token: 'a'.repeat(43), password: PASSWORD } })).body.message,
    ).toBe(MSG.resetInvalid);
    expect((await call('put', '/password/reset/ask', { body: { email: '<script>@x' } })).status).toBe(400);
  });
});
