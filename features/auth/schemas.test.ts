import { describe, expect, it } from 'vitest';
import { registerBodySchema } from '@/lib/platform/schemas/accounts';
import { frTranslator } from '@/tests/intl';
import {
  askResetSchema,
  EMPTY_REGISTER_FORM,
  loginFormSchema,
  newPasswordSchema,
  registerFormSchema,
  safeRedirect,
  toRegisterBody,
  type RegisterFormSettings,
} from './schemas';

const forms = frTranslator('forms');
const auth = frTranslator('auth');
const TODAY = '2026-06-15';
const SALON: RegisterFormSettings = {
  blockMinors: false,
  askBirthdate: false,
  onlyMobilePhone: false,
  newsletter: true,
};
const WINE: RegisterFormSettings = { blockMinors: true, askBirthdate: true, onlyMobilePhone: false, newsletter: false };

const errorsOf = (
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  values: unknown,
) => {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

const valid = {
  ...EMPTY_REGISTER_FORM,
  firstname: 'Léa',
  lastname: "N'Diaye-Martin",
  email: 'Lea@Exemple.fr',
  phone: '04 78 42 16 90',
  password: 'Motdepasse1!',
  termsAccepted: true,
};

describe('registration form', () => {
  it('asks every field and the terms box (spec §5), in French', () => {
    expect(errorsOf(registerFormSchema(forms, auth, SALON, TODAY), EMPTY_REGISTER_FORM)).toEqual({
      firstname: 'Ce champ est obligatoire.',
      lastname: 'Ce champ est obligatoire.',
      email: 'Ce champ est obligatoire.',
      phone: 'Ce champ est obligatoire.',
      password: 'Ce champ est obligatoire.',
      termsAccepted: "Vous devez accepter les conditions générales d'utilisation pour créer un compte.",
    });
  });

  it('applies the shared rules: names, password length', () => {
    expect(
      errorsOf(registerFormSchema(forms, auth, SALON, TODAY), { ...valid, firstname: 'L3a', password: 'court' }),
    ).toEqual({
      firstname: 'Ce champ ne peut contenir que des lettres, des espaces, des apostrophes, des tirets et des points.',
      password: 'Le mot de passe doit contenir au moins 8 caractères.',
    });
    expect(errorsOf(registerFormSchema(forms, auth, SALON, TODAY), valid)).toEqual({});
  });

  it('refuses one of the most common passwords before sending (issue 12), as the platform does', () => {
    for (const password of ['motdepasse', 'Mot de passe 2024', 'password1', '123456789']) {
      expect(errorsOf(registerFormSchema(forms, auth, SALON, TODAY), { ...valid, password }), password).toEqual({
        password: 'Ce mot de passe fait partie des plus courants et se devine facilement : choisissez-en un autre.',
      });
    }
  });

  it('ALLOW_ONLY_MOBILE_PHONE accepts only French mobiles', () => {
    const mobileOnly = registerFormSchema(forms, auth, { ...SALON, onlyMobilePhone: true }, TODAY);
    expect(errorsOf(mobileOnly, valid)).toEqual({
      phone: 'Seuls les numéros de mobile français sont acceptés (06, 07, +33 6 ou +33 7).',
    });
    expect(errorsOf(mobileOnly, { ...valid, phone: '+33 7 12 34 56 78' })).toEqual({});
  });

  it('BLOCK_MINORS_FROM_REGISTERING needs the birth date and refuses under-18s (the 18th birthday counts)', () => {
    const schema = registerFormSchema(forms, auth, WINE, TODAY);
    expect(errorsOf(schema, valid)).toEqual({ birthdate: 'La date de naissance est obligatoire.' });
    expect(errorsOf(schema, { ...valid, birthdate: '2008-06-16' })).toEqual({
      birthdate: "L'inscription est réservée aux personnes majeures (18 ans ou plus).",
    });
    expect(errorsOf(schema, { ...valid, birthdate: '2008-06-15' })).toEqual({});
    expect(errorsOf(schema, { ...valid, birthdate: '2030-01-01' })).toEqual({
      birthdate: 'Cette date de naissance est invalide.',
    });
  });

  it('builds a body the platform accepts, with the birth date and newsletter only when the site uses them', () => {
    const salon = toRegisterBody(
      registerFormSchema(forms, auth, SALON, TODAY).parse({ ...valid, birthdate: '1990-01-01', newsletter: true }),
      SALON,
    );
    expect(salon).toEqual({
      firstname: 'Léa',
      lastname: "N'Diaye-Martin",
      email: 'lea@exemple.fr',
      phone: '04 78 42 16 90',
      password: 'Motdepasse1!',
      termsAccepted: true,
      newsletter: true,
    });
    expect(registerBodySchema.safeParse(salon).success).toBe(true);
    const wine = toRegisterBody(
      registerFormSchema(forms, auth, WINE, TODAY).parse({ ...valid, birthdate: '1990-01-01', newsletter: true }),
      WINE,
    );
    expect(wine).toMatchObject({ birthdate: '1990-01-01', newsletter: false });
    expect(registerBodySchema.safeParse(wine).success).toBe(true);
  });
});

describe('log-in and reset forms', () => {
  it('log-in needs an e-mail and a password', () => {
    expect(errorsOf(loginFormSchema(forms), { email: 'x', password: '' })).toEqual({
      email: 'Cette adresse e-mail est invalide.',
      password: 'Ce champ est obligatoire.',
    });
  });

  it('the ask form needs a valid e-mail', () => {
    expect(errorsOf(askResetSchema(forms), { email: '' })).toEqual({ email: 'Ce champ est obligatoire.' });
    expect(errorsOf(askResetSchema(forms), { email: 'a@b.fr' })).toEqual({});
  });

  it('a new password follows the password rule and must be typed twice the same', () => {
    const schema = newPasswordSchema(forms, auth);
    expect(errorsOf(schema, { password: 'court', confirm: 'court' })).toEqual({
      password: 'Le mot de passe doit contenir au moins 8 caractères.',
    });
    expect(errorsOf(schema, { password: 'Motdepasse1!', confirm: 'Motdepasse2!' })).toEqual({
      confirm: 'Les deux mots de passe ne sont pas identiques.',
    });
    expect(errorsOf(schema, { password: 'Motdepasse1!', confirm: '' })).toEqual({
      confirm: 'Ce champ est obligatoire.',
    });
    expect(errorsOf(schema, { password: 'é'.repeat(37), confirm: 'é'.repeat(37) })).toEqual({
      password: 'Le mot de passe est trop long (72 octets au maximum).',
    });
    expect(errorsOf(schema, { password: 'Motdepasse1!', confirm: 'Motdepasse1!' })).toEqual({});
  });

  it('a new password (reset) is not one of the most common ones (issue 12)', () => {
    expect(errorsOf(newPasswordSchema(forms, auth), { password: 'Azerty123', confirm: 'Azerty123' })).toEqual({
      password: 'Ce mot de passe fait partie des plus courants et se devine facilement : choisissez-en un autre.',
    });
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/nous-contacter', '/nous-contacter'],
    ['/femme/balayage?x=1#haut', '/femme/balayage?x=1#haut'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['nous-contacter', '/'],
    ['/%0a//evil.example', '/%0a//evil.example'],
    ['/auth?redirect=/auth', '/'],
    ['/password/reset/abc', '/'],
    ['/authentique', '/authentique'],
  ])('%s → %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });
});
