import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject, describe, expect, it } from 'vitest';
import { call } from '../../tests/contract/client';

// The upload folder of the contract-test server (mock-api/server.ts: memory:// → .data/test-uploads).
const UPLOADS = path.resolve('.data', 'test-uploads');
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const marker = () => `marqueur-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
/** A small PNG carrying a unique marker after its end, so its copy on disk can be found among others'. */
const png = (tag: string) => new Blob([ONE_PIXEL_PNG, Buffer.from(tag)], { type: 'image/png' });

async function filesContaining(siteId: number, tag: string): Promise<string[]> {
  const folder = path.join(UPLOADS, String(siteId));
  const names = await readdir(folder).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names) {
    const content = await readFile(path.join(folder, name)).catch(() => Buffer.alloc(0));
    if (content.includes(tag)) found.push(name);
  }
  return found;
}

async function companyAddress(site: number, fallback: string): Promise<string> {
  const res = await call('get', '/parameter', { site });
  const list: { type?: string; value?: string | null }[] = Array.isArray(res.body.data)
    ? res.body.data
    : (res.body.data?.parameters ?? []);
  return list.find((p) => p.type === 'COMPANY_EMAIL')?.value || fallback;
}

async function outboxWith(tag: string) {
  const res = await call('get', '/dev/outbox?nbItem=100');
  return (res.body.data as { to: string; subject: string; body: string; meta: Record<string, unknown> }[]).filter((m) =>
    m.body.includes(tag),
  );
}

function weddingForm(tag: string, overrides: Record<string, string | null> = {}): FormData {
  const values: Record<string, string | null> = {
    firstname: 'Léa',
    lastname: tag,
    email: 'lea.martin@example.test',
    phone: '06 12 34 56 78',
    weddingDate: '2027-06-12',
    service: 'Coiffure et maquillage',
    guests: '3',
    message: 'Chignon bas avec fleurs fraîches.',
    consent: 'true',
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== null) form.append(key, value);
  return form;
}

describe('GET /forms/{id}', () => {
  it('serves the salon’s wedding form with its fields', async () => {
    const res = await call('get', '/forms/1');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 1,
      title: 'Demande de rendez-vous mariage',
      submitLabel: 'Envoyer ma demande',
    });
    const fields = res.body.data.fields as { name: string; type: string; required: boolean; accept?: string[] }[];
    expect(fields.map((f) => f.name)).toEqual([
      'firstname',
      'lastname',
      'email',
      'phone',
      'weddingDate',
      'service',
      'guests',
      'message',
      'inspiration',
      'consent',
    ]);
    expect(fields.find((f) => f.type === 'file')).toMatchObject({
      name: 'inspiration',
      accept: ['jpg', 'jpeg', 'png', 'pdf'],
    });
  });

  it('serves the wine estate’s quote form only on its site', async () => {
    const res = await call('get', '/forms/2', { site: 2 });
    expect(res.body.data.title).toBe('Demande de devis entreprise');
    const other = await call('get', '/forms/2');
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Ce formulaire est introuvable.');
    expect((await call('get', '/forms/999999')).status).toBe(404);
  });
});

describe('the salon’s questionnaire (form 3): every field type', () => {
  const answers = (overrides: Record<string, string | null> = {}) => {
    const form = new FormData();
    const values: Record<string, string | null> = {
      fullname: 'Léa Martin',
      email: 'lea.questionnaire@example.test',
      age: '34',
      hairType: 'Épais',
      concern: 'Couleur',
      consent: 'true',
      ...overrides,
    };
    for (const [key, value] of Object.entries(values)) if (value !== null) form.append(key, value);
    return form;
  };

  it('serves one field of each type the owner can build', async () => {
    const res = await call('get', '/forms/3');
    expect(res.status).toBe(200);
    const types = (res.body.data.fields as { type: string }[]).map((f) => f.type);
    expect(new Set(types)).toEqual(
      new Set(['text', 'email', 'tel', 'number', 'textarea', 'select', 'radio', 'checkbox', 'date', 'file']),
    );
    expect(res.body.data.fields).toContainEqual(expect.objectContaining({ name: 'age', min: 12, max: 110 }));
  });

  it('refuses a number out of its bounds and a radio value it does not offer, per field', async () => {
    const res = await call('post', '/forms/3/submit', { form: answers({ age: '7', hairType: 'Rouges' }) });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual({
      age: 'Ce nombre doit être compris entre 12 et 110.',
      hairType: "Veuillez choisir l'une des valeurs proposées.",
    });
  });

  it('stores a right answer with its photo under `image`', async () => {
    const tag = marker();
    const form = answers({ fullname: tag });
    form.append('image', png(tag), 'cheveux.png');
    const res = await call('post', '/forms/3/submit', { form });
    expect(res.status).toBe(201);
    expect(await filesContaining(1, tag)).toHaveLength(1);
  });
});

describe('POST /forms/{id}/submit (multipart, spec §5 per-field errors)', () => {
  it('stores a valid answer with its PNG under `image`, and notifies the company', async () => {
    const tag = marker();
    const form = weddingForm(tag);
    form.append('image', png(tag), 'inspiration.png');
    const res = await call('post', '/forms/1/submit', { form });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe(
      'Merci, votre demande a bien été envoyée. Nous vous répondrons dans les meilleurs délais.',
    );
    expect(res.body.data).toEqual({ id: expect.any(Number) });

    expect(await filesContaining(1, tag)).toHaveLength(1);
    const [mail] = await outboxWith(tag);
    expect(mail).toBeDefined();
    expect(mail!.to).toBe(await companyAddress(1, 'Atelier Lumière — Coiffure & Beauté'));
    expect(mail!.subject).toBe('Nouvelle réponse au formulaire « Demande de rendez-vous mariage »');
    expect(mail!.body).toContain('Prestation souhaitée : Coiffure et maquillage');
    expect(mail!.body).toContain('Date du mariage : 12/06/2027\n'); // spec §5: dd/mm/yyyy, not 2027-06-12
    expect(mail!.meta.answerId).toBe(res.body.data.id);
    const [stored] = mail!.meta.files as string[];
    const served = await fetch(`${inject('apiUrl')}/images/${stored}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).includes(tag)).toBe(true);
  });

  it('accepts the values as one JSON-encoded `answers` object', async () => {
    const tag = marker();
    const form = new FormData();
    form.append(
      'answers',
      JSON.stringify({
        firstname: 'Inès',
        lastname: tag,
        email: 'ines@example.test',
        phone: '0612345678',
        weddingDate: '2027-09-04',
        service: 'Coiffure de la mariée',
        consent: true,
      }),
    );
    const res = await call('post', '/forms/1/submit', { form });
    expect(res.status).toBe(201);
    expect(await outboxWith(tag)).toHaveLength(1);
  });

  it('refuses a missing required field with that field in data.errors, and stores nothing', async () => {
    const tag = marker();
    const form = weddingForm(tag, { email: null, service: 'Tatouage' });
    form.append('image', png(tag), 'inspiration.png');
    const res = await call('post', '/forms/1/submit', { form });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Veuillez corriger les champs indiqués.',
      data: {
        errors: { email: 'Ce champ est obligatoire.', service: "Veuillez choisir l'une des valeurs proposées." },
      },
    });
    expect(await filesContaining(1, tag)).toEqual([]);
    expect(await outboxWith(tag)).toEqual([]);
  });

  it('refuses an unticked consent and malformed values per field', async () => {
    const res = await call('post', '/forms/1/submit', {
      form: weddingForm(marker(), {
        consent: 'false',
        email: 'pas-une-adresse',
        weddingDate: '31/12/2027',
        phone: 'appelez-moi',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual({
      consent: 'Ce champ est obligatoire.',
      email: 'Cette adresse e-mail est invalide.',
      weddingDate: 'Cette date est invalide (format attendu : aaaa-mm-jj).',
      phone: 'Ce numéro de téléphone est invalide.',
    });
  });

  it('refuses a .exe with 415 and keeps none of the other files', async () => {
    const tag = marker();
    const form = weddingForm(tag);
    form.append('images', png(tag), 'ok.png');
    form.append('images', new Blob(['MZ' + tag]), 'setup.exe');
    const res = await call('post', '/forms/1/submit', { form });
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe("Le fichier « setup.exe » n'est pas d'un type accepté (jpeg, jpg, png, pdf).");
    expect(await filesContaining(1, tag)).toEqual([]);
    expect(await outboxWith(tag)).toEqual([]);
  });

  it('refuses an oversize image with 413', async () => {
    const tag = marker();
    const form = weddingForm(tag);
    form.append('image', new Blob([ONE_PIXEL_PNG, Buffer.alloc(5 * 1024 * 1024)]), 'grande.png');
    const res = await call('post', '/forms/1/submit', { form });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Le fichier « grande.png » dépasse la taille maximale de 5 Mo.');
    expect(await outboxWith(tag)).toEqual([]);
  });

  it('refuses a file on a form field that only takes PDF (415), and a JSON body (415)', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      company: 'Acme',
      contactName: 'Paul',
      email: 'paul@example.test',
      budget: 'Plus de 5 000 €',
      message: 'Cent coffrets',
      consent: 'true',
    }))
      form.append(k, v);
    form.append('brief', png('x'), 'brief.png');
    const res = await call('post', '/forms/2/submit', { site: 2, form });
    expect(res.status).toBe(415);
    const json = await call('post', '/forms/2/submit', { site: 2, body: { company: 'Acme' } });
    expect(json.status).toBe(415);
  });

  it('stores script-looking text as text', async () => {
    const tag = marker();
    const script = `<script>alert("${tag}")</script>`;
    const res = await call('post', '/forms/1/submit', { form: weddingForm(tag, { message: script }) });
    expect(res.status).toBe(201);
    const [mail] = await outboxWith(tag);
    expect(mail!.body).toContain(`Votre projet : ${script}`);
  });

  it('answers 404 for another site’s form', async () => {
    const res = await call('post', '/forms/2/submit', { form: weddingForm(marker()) });
    expect(res.status).toBe(404);
  });
});
