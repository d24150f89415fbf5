import { describe, expect, it } from 'vitest';
import { frTranslator } from '@/tests/intl';
import type { RegistrationSettings } from '@/lib/rules/registration';
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailChanged,
  orderStatusLabel,
  pageCount,
  profileFormSchema,
  profileToForm,
  toggledListIds,
  toUpdateProfileBody,
} from './schemas';

const forms = frTranslator('forms');
const auth = frTranslator('auth');
const account = frTranslator('account');
const orders = frTranslator('account.orders');

const off: RegistrationSettings = { blockMinors: false, askBirthdate: false, onlyMobilePhone: false };
const strict: RegistrationSettings = { blockMinors: true, askBirthdate: true, onlyMobilePhone: true };
const TODAY = '2026-11-24';
const ORIGINAL = 'lea.martin@exemple.test';

const valid = {
  firstname: 'Léa',
  lastname: 'Martin',
  email: ORIGINAL,
  phone: '06 12 34 56 78',
  birthdate: '1990-04-02',
  currentPassword: '',
};

/** The messages per field of a failed parse (first one each). */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('the profile form (issue 5 §3, registration rules of spec §3)', () => {
  const parse = (values: object, settings = off) =>
    profileFormSchema(forms, auth, settings, TODAY, ORIGINAL).safeParse({ ...valid, ...values });

  it('accepts an unchanged profile without the password', () => {
    expect(parse({}).success).toBe(true);
  });

  it('refuses an empty name, a bad e-mail and a bad phone, in French', () => {
    expect(
      fieldErrors(parse({ firstname: ' ', email: 'pas-une-adresse', phone: 'abc', currentPassword: 'Motdepasse1!' })),
    ).toEqual({
      firstname: 'Ce champ est obligatoire.',
      email: 'Cette adresse e-mail est invalide.',
      phone: 'Ce numéro de téléphone est invalide.',
    });
  });

  it('applies ALLOW_ONLY_MOBILE_PHONE and BLOCK_MINORS_FROM_REGISTERING', () => {
    expect(fieldErrors(parse({ phone: '01 23 45 67 89', birthdate: '2012-01-01' }, strict))).toEqual({
      phone: 'Seuls les numéros de mobile français sont acceptés (06, 07, +33 6 ou +33 7).',
      birthdate: "L'inscription est réservée aux personnes majeures (18 ans ou plus).",
    });
    // Turning 18 today is old enough.
    expect(parse({ birthdate: '2008-11-24' }, strict).success).toBe(true);
    expect(parse({ birthdate: '2008-11-25' }, strict).success).toBe(false);
  });

  it('needs the birth date only when the site asks it', () => {
    expect(parse({ birthdate: '' }).success).toBe(true);
    expect(fieldErrors(parse({ birthdate: '' }, strict))).toEqual({
      birthdate: 'La date de naissance est obligatoire.',
    });
    expect(fieldErrors(parse({ birthdate: '2030-01-01' }))).toEqual({
      birthdate: 'Cette date de naissance est invalide.',
    });
  });

  it('asks the current password to change the e-mail (the login identifier), not for a change of case', () => {
    expect(fieldErrors(parse({ email: 'nouvelle@exemple.test' }))).toEqual({
      currentPassword: 'Ce champ est obligatoire.',
    });
    expect(parse({ email: 'nouvelle@exemple.test', currentPassword: 'Motdepasse1!' }).success).toBe(true);
    expect(parse({ email: 'Lea.Martin@Exemple.test' }).success).toBe(true);
    expect(emailChanged(' LEA.martin@exemple.test ', ORIGINAL)).toBe(false);
  });

  it('builds the PUT /user body: lower-cased e-mail, empty birth date cleared, password only for a new e-mail', () => {
    const schema = profileFormSchema(forms, auth, off, TODAY, ORIGINAL);
    expect(toUpdateProfileBody(schema.parse({ ...valid, birthdate: '', firstname: ' Zoé ' }), ORIGINAL)).toEqual({
      firstname: 'Zoé',
      lastname: 'Martin',
      email: ORIGINAL,
      phone: '06 12 34 56 78',
      birthdate: null,
    });
    expect(
      toUpdateProfileBody(
        schema.parse({ ...valid, email: 'Nouvelle@Exemple.test', currentPassword: 'secret-1' }),
        ORIGINAL,
      ),
    ).toMatchObject({
      email: 'nouvelle@exemple.test',
      currentPassword: 'secret-1',
    });
  });

  it('starts from the profile, with empty strings for what is missing', () => {
    expect(
      profileToForm({
        id: 1,
        email: ORIGINAL,
        phone: null,
        firstname: 'Léa',
        lastname: 'Martin',
        birthdate: null,
        role: 'CUSTOMER',
        newsletter: false,
      }),
    ).toEqual({ ...valid, phone: '', birthdate: '' });
  });
});

describe('the password change', () => {
  const parse = (values: object) =>
    changePasswordSchema(forms, auth, account).safeParse({
      currentPassword: 'Ancien-mdp-1',
      newPassword: 'Nouveau-mdp-1',
      confirm: 'Nouveau-mdp-1',
      ...values,
    });

  it('accepts the new password typed twice', () => expect(parse({}).success).toBe(true));

  it('refuses a short new password, a mismatch and a missing current password', () => {
    expect(fieldErrors(parse({ newPassword: 'court', confirm: 'court' }))).toEqual({
      newPassword: 'Le mot de passe doit contenir au moins 8 caractères.',
    });
    expect(fieldErrors(parse({ confirm: 'Nouveau-mdp-2' }))).toEqual({
      confirm: 'Les deux mots de passe ne sont pas identiques.',
    });
    expect(fieldErrors(parse({ currentPassword: '' }))).toEqual({ currentPassword: 'Ce champ est obligatoire.' });
  });

  it('refuses one of the most common passwords before sending (issue 12), as the platform does', () => {
    for (const newPassword of ['azerty123', 'Motdepasse', 'soleil2024', '123456789']) {
      expect(fieldErrors(parse({ newPassword, confirm: newPassword })), newPassword).toEqual({
        newPassword: 'Ce mot de passe fait partie des plus courants et se devine facilement : choisissez-en un autre.',
      });
    }
  });
});

describe('the deletion confirmation', () => {
  it('needs the password', () => {
    expect(fieldErrors(deleteAccountSchema(forms).safeParse({ password: '' }))).toEqual({
      password: 'Ce champ est obligatoire.',
    });
    expect(deleteAccountSchema(forms).safeParse({ password: 'x' }).success).toBe(true);
  });
});

describe('newsletter toggles', () => {
  it('adds or removes one list and keeps the others', () => {
    expect(toggledListIds([3, 1], 2, true)).toEqual([1, 2, 3]);
    expect(toggledListIds([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(toggledListIds([1], 1, true)).toEqual([1]);
    expect(toggledListIds([], 4, false)).toEqual([]);
  });
});

describe('orders', () => {
  it('words known statuses in French and shows others as sent', () => {
    expect(orderStatusLabel('PENDING_PAYMENT', orders)).toBe('En attente de paiement');
    expect(orderStatusLabel('SHIPPED', orders)).toBe('Expédiée');
    expect(orderStatusLabel('ON_HOLD', orders)).toBe('ON_HOLD');
  });

  it('counts pages of 10', () => {
    expect([0, 1, 10, 11, 25].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 3]);
  });
});
