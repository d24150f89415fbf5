import { describe, expect, it } from 'vitest';
import type { FormFieldDefinition } from '../../db/schema';
import type { UploadedFile } from '../../http/route';
import { acceptedExtensions, checkUploadsBeforeWriting } from './forms';
import { answerValues, checkField, checkFormAnswer } from './form-answers';
import { slugify } from './slug';

const field = (type: FormFieldDefinition['type'], extra: Partial<FormFieldDefinition> = {}): FormFieldDefinition => ({
  name: 'f',
  label: 'F',
  type,
  required: false,
  ...extra,
});
const file = (name: string, size = 10, field = 'image'): UploadedFile => ({
  field,
  file: new File([new Uint8Array(size)], name),
});

describe('checkField', () => {
  it.each([
    [field('text', { required: true }), '', { error: 'Ce champ est obligatoire.' }],
    [field('text', { required: true }), '   ', { error: 'Ce champ est obligatoire.' }],
    [field('text', { required: true }), undefined, { error: 'Ce champ est obligatoire.' }],
    [field('text'), '', { value: null }],
    [field('text'), '  Léa  ', { value: 'Léa' }],
    [field('text'), 12, { value: '12' }],
    [field('text'), ['a', 'b'], { error: 'Ce champ doit être un texte.' }],
    [field('text'), { a: 1 }, { error: 'Ce champ doit être un texte.' }],
    [field('text', { maxLength: 3 }), 'abcd', { error: 'Ce champ ne doit pas dépasser 3 caractères.' }],
    [field('text'), 'a'.repeat(256), { error: 'Ce champ ne doit pas dépasser 255 caractères.' }],
    [field('textarea'), 'a'.repeat(5000), { value: 'a'.repeat(5000) }],
    [field('textarea'), 'a'.repeat(5001), { error: 'Ce champ ne doit pas dépasser 5000 caractères.' }],
    [field('email'), 'Lea@Example.FR', { value: 'lea@example.fr' }],
    [field('email'), 'lea@', { error: 'Cette adresse e-mail est invalide.' }],
    [field('tel'), '+33 6 12 34 56 78', { value: '+33 6 12 34 56 78' }],
    [field('tel'), 'appelez-moi', { error: 'Ce numéro de téléphone est invalide.' }],
    [field('date'), '2027-06-12', { value: '2027-06-12' }],
    [field('date'), '12/06/2027', { error: 'Cette date est invalide (format attendu : aaaa-mm-jj).' }],
    [field('date'), '2027-02-30', { error: 'Cette date est invalide (format attendu : aaaa-mm-jj).' }],
    [field('select', { options: ['A', 'B'] }), 'B', { value: 'B' }],
    [field('select', { options: ['A', 'B'] }), 'C', { error: "Veuillez choisir l'une des valeurs proposées." }],
    [field('checkbox'), 'true', { value: true }],
    [field('checkbox'), 'on', { value: true }],
    [field('checkbox'), true, { value: true }],
    [field('checkbox'), 'false', { value: false }],
    [field('checkbox'), undefined, { value: false }],
    [field('checkbox'), 'peut-être', { error: 'Cette case doit valoir true ou false.' }],
    [field('checkbox', { required: true }), 'false', { error: 'Ce champ est obligatoire.' }],
    [field('text'), '<script>alert(1)</script>', { value: '<script>alert(1)</script>' }],
    [field('number'), '42', { value: '42' }],
    [field('number'), ' 2,5 ', { value: '2.5' }],
    [field('number'), 7, { value: '7' }],
    [field('number'), 'douze', { error: 'Ce champ doit être un nombre.' }],
    [field('number', { min: 1, max: 10 }), '0', { error: 'Ce nombre doit être compris entre 1 et 10.' }],
    [field('number', { min: 1, max: 10 }), '11', { error: 'Ce nombre doit être compris entre 1 et 10.' }],
    [field('number', { required: true }), '', { error: 'Ce champ est obligatoire.' }],
    [field('radio', { options: ['Fins', 'Épais'] }), 'Épais', { value: 'Épais' }],
    [
      field('radio', { options: ['Fins', 'Épais'] }),
      'Crépus',
      { error: "Veuillez choisir l'une des valeurs proposées." },
    ],
    [field('radio', { options: ['Fins'], required: true }), undefined, { error: 'Ce champ est obligatoire.' }],
  ])('%j with %j → %j', (def, raw, expected) => {
    expect(checkField(def, raw)).toEqual(expected);
  });
});

const fields: FormFieldDefinition[] = [
  { name: 'name', label: 'Nom', type: 'text', required: true },
  { name: 'consent', label: 'Accord', type: 'checkbox', required: true },
  { name: 'photos', label: 'Photos', type: 'file', required: false, multiple: true, accept: ['png', 'jpg'] },
  { name: 'cv', label: 'CV', type: 'file', required: true, accept: ['pdf'] },
];

describe('checkFormAnswer', () => {
  it('reads one key per field, drops unknown keys and maps files to their fields', () => {
    const result = checkFormAnswer(fields, { name: 'Léa', consent: 'true', extra: 'x' }, [
      file('a.png', 10, 'image'),
      file('b.png', 10, 'images'),
      file('cv.pdf', 10, 'cv'),
    ]);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'Léa', consent: true });
    expect(result.files.map((f) => f.field)).toEqual(['photos', 'photos', 'cv']);
  });

  it('reads the JSON-encoded `answers` object of spec §7', () => {
    expect(answerValues({ answers: { name: 'Léa' } })).toEqual({ name: 'Léa' });
    expect(answerValues({ name: 'Léa' })).toEqual({ name: 'Léa' });
    const result = checkFormAnswer(fields, { answers: { name: 'Léa', consent: true } }, [file('cv.pdf', 10, 'cv')]);
    expect(result.errors).toEqual({});
  });

  it('reports every wrong field at once', () => {
    const result = checkFormAnswer(fields, {}, [file('x.png', 10, 'unknown')]);
    expect(result.errors).toEqual({
      name: 'Ce champ est obligatoire.',
      consent: 'Ce champ est obligatoire.',
      cv: 'Veuillez joindre un fichier.',
      unknown: "Ce formulaire n'accepte pas de fichier.",
    });
  });

  it('refuses two files in a single-file field', () => {
    const result = checkFormAnswer(fields, { name: 'a', consent: 'true' }, [
      file('a.pdf', 1, 'cv'),
      file('b.pdf', 1, 'cv'),
    ]);
    expect(result.errors).toEqual({ cv: 'Un seul fichier est accepté pour ce champ.' });
  });
});

describe('upload checks before writing', () => {
  it.each([
    [field('file'), 'photo.PNG', 10, null],
    [field('file'), 'doc.pdf', 10, null],
    [field('file'), 'virus.exe', 10, 415],
    [field('file', { accept: ['pdf'] }), 'photo.png', 10, 415],
    [field('file', { accept: ['exe', 'png'] }), 'virus.exe', 10, 415],
    [field('file'), 'big.png', 5 * 1024 * 1024 + 1, 413],
    [field('file'), 'film.mp4', 5 * 1024 * 1024 + 1, null],
    [field('file'), 'vide.png', 0, 400],
  ])('%j %s (%i bytes) → %s', (def, name, size, status) => {
    const run = () => checkUploadsBeforeWriting([{ field: def, upload: file(name, size) }]);
    if (status === null) expect(run).not.toThrow();
    else expect(run).toThrow(expect.objectContaining({ status }));
  });

  it('never accepts beyond the spec media types + pdf', () => {
    expect(acceptedExtensions(field('file', { accept: ['.PNG', 'exe'] }))).toEqual(['png']);
    expect(acceptedExtensions(field('file'))).toContain('pdf');
  });
});

describe('slugify (spec §5)', () => {
  it.each([
    ["L'Atelier Lumière fête ses 10 ans", 'l-atelier-lumiere-fete-ses-10-ans'],
    ['Beauté & bien-être', 'beaute-bien-etre'],
    ['  Œuvre   --  Été ', 'oeuvre-ete'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));
});
