import { describe, expect, it } from 'vitest';
import { frTranslator } from '@/tests/intl';
import type { FormField } from '@/lib/platform/schemas/content';
import { answerBody, customFormSchema, emptyValues, fileError } from './form-rules';

const t = frTranslator('forms');
const fields: FormField[] = [
  { name: 'fullname', label: 'Nom', type: 'text', required: true, maxLength: 10 },
  { name: 'email', label: 'E-mail', type: 'email', required: true },
  { name: 'phone', label: 'Téléphone', type: 'tel', required: false },
  { name: 'age', label: 'Âge', type: 'number', required: false, min: 12, max: 110 },
  { name: 'day', label: 'Date', type: 'date', required: false },
  { name: 'hair', label: 'Cheveux', type: 'radio', required: true, options: ['Fins', 'Épais'] },
  { name: 'concern', label: 'Souci', type: 'select', required: true, options: ['Couleur'] },
  { name: 'notes', label: 'Notes', type: 'textarea', required: false },
  { name: 'photo', label: 'Photo', type: 'file', required: false, accept: ['jpg', 'png'] },
  { name: 'consent', label: 'Accord', type: 'checkbox', required: true },
];
const schema = customFormSchema(fields, t);
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('customFormSchema: the platform’s rules, in French, per field', () => {
  it('flags every wrong field with its message', () => {
    const result = schema.safeParse({
      ...emptyValues(fields),
      fullname: 'Un nom beaucoup trop long',
      email: 'lea@',
      phone: 'appelez-moi',
      age: '7',
      day: '31/12/2027',
      hair: 'Crépus',
      photo: [file('virus.exe')],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      fullname: 'Ce champ ne doit pas dépasser 10 caractères.',
      email: 'Cette adresse e-mail est invalide.',
      phone: 'Ce numéro de téléphone est invalide.',
      age: 'Ce nombre doit être compris entre 12 et 110.',
      day: 'Cette date est invalide.',
      hair: "Veuillez choisir l'une des valeurs proposées.",
      concern: 'Ce champ est obligatoire.',
      photo: "Le fichier « virus.exe » n'est pas d'un type accepté (jpg, png).",
      consent: 'Ce champ est obligatoire.',
    });
  });

  it('accepts a right answer, trimmed, a French decimal comma included', () => {
    const result = schema.safeParse({
      ...emptyValues(fields),
      fullname: '  Léa ',
      email: 'lea@example.fr',
      age: '34,5',
      hair: 'Fins',
      concern: 'Couleur',
      consent: true,
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ fullname: 'Léa', age: '34,5', photo: [] });
  });
});

describe('fileError: spec §5 media types and sizes', () => {
  const photo = fields.find((f) => f.name === 'photo')!;
  it.each([
    [[file('a.png', 5 * 1024 * 1024 + 1)], 'Le fichier « a.png » dépasse la taille maximale de 5 Mo.'],
    [[file('a.png', 0)], 'Le fichier « a.png » est vide.'],
    [[file('a.png'), file('b.png')], 'Un seul fichier est accepté pour ce champ.'],
    [[file('a.PNG')], null],
  ])('%#', (files, expected) => {
    expect(fileError(photo, files, t)).toBe(expected);
  });
  it('a PDF may weigh 10 MB, a required field wants a file', () => {
    const brief: FormField = { name: 'b', label: 'B', type: 'file', required: true, accept: ['pdf'] };
    expect(fileError(brief, [file('a.pdf', 9 * 1024 * 1024)], t)).toBeNull();
    expect(fileError(brief, [], t)).toBe('Veuillez joindre un fichier.');
  });
});

describe('answerBody: spec §7 multipart', () => {
  it('sends the values as one JSON object, one file under `image`, the honeypot only when filled', () => {
    const photo = file('cheveux.png');
    const body = answerBody(fields, {
      ...emptyValues(fields),
      fullname: ' [Léa] ',
      age: '34,5',
      hair: 'Fins',
      consent: true,
      photo: [photo],
    });
    expect(JSON.parse(body.get('answers') as string)).toEqual({
      fullname: '[Léa]',
      age: '34.5',
      hair: 'Fins',
      consent: true,
    });
    expect((body.get('image') as File).name).toBe('cheveux.png');
    expect(body.has('images')).toBe(false);
    expect(body.has('website_url')).toBe(false);
    const trapped = answerBody(fields, { ...emptyValues(fields), website_url: 'http://spam' });
    expect(trapped.get('website_url')).toBe('http://spam');
  });

  it('sends several files under `images`', () => {
    const several: FormField[] = [{ name: 'p', label: 'P', type: 'file', required: false, multiple: true }];
    const body = answerBody(several, { p: [file('a.jpg'), file('b.jpg')] });
    expect(body.getAll('images')).toHaveLength(2);
  });
});
