import { describe, expect, it } from 'vitest';
import { contactBodySchema } from '@/lib/platform/schemas/content';
import { frTranslator } from '@/tests/intl';
import { contactFormSchema, EMPTY_CONTACT_FORM, toContactBody } from './schemas';

const schema = contactFormSchema(frTranslator('forms'), frTranslator('contact'));
const errorsOf = (values: unknown) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const valid = {
  firstname: 'Camille',
  lastname: 'Durand',
  email: 'Camille@Exemple.fr',
  phone: '',
  subject: 'Rendez-vous',
  message: 'Bonjour !',
  consent: true,
};

describe('contact form rules', () => {
  it('words every missing field in French, the phone being optional', () => {
    expect(errorsOf(EMPTY_CONTACT_FORM)).toEqual({
      firstname: 'Ce champ est obligatoire.',
      lastname: 'Ce champ est obligatoire.',
      email: 'Ce champ est obligatoire.',
      subject: 'Ce champ est obligatoire.',
      message: 'Ce champ est obligatoire.',
      consent: 'Vous devez accepter que vos données soient utilisées pour traiter votre demande.',
    });
  });

  it('counts blanks as missing and checks the e-mail and phone shapes', () => {
    expect(errorsOf({ ...valid, firstname: '   ', email: 'camille@', phone: 'abc' })).toEqual({
      firstname: 'Ce champ est obligatoire.',
      email: 'Cette adresse e-mail est invalide.',
      phone: 'Ce numéro de téléphone est invalide.',
    });
  });

  it('applies the contract limits (subject 200, message 5000)', () => {
    expect(errorsOf({ ...valid, subject: 'a'.repeat(201), message: 'b'.repeat(5001) })).toEqual({
      subject: 'Ce champ ne doit pas dépasser 200 caractères.',
      message: 'Ce champ ne doit pas dépasser 5000 caractères.',
    });
    expect(errorsOf({ ...valid, subject: 'a'.repeat(200), message: 'b'.repeat(5000) })).toEqual({});
  });

  it('builds a body the platform accepts (empty phone left out, e-mail lower-cased)', () => {
    const body = toContactBody(schema.parse(valid));
    expect(body).toEqual({ ...valid, email: 'camille@exemple.fr', phone: null, consent: true });
    expect(contactBodySchema.safeParse(body).success).toBe(true);
    const withPhone = toContactBody(schema.parse({ ...valid, phone: '+33 6 12 34 56 78' }));
    expect(contactBodySchema.safeParse(withPhone).success).toBe(true);
  });

  it('passes a filled honeypot on to the platform, and leaves an empty one out', () => {
    expect(toContactBody(schema.parse({ ...valid, website_url: '' }))).not.toHaveProperty('website_url');
    const robot = toContactBody(schema.parse({ ...valid, website_url: 'https://spam.example' }));
    expect(robot.website_url).toBe('https://spam.example');
    expect(contactBodySchema.safeParse(robot).success).toBe(true);
  });
});
