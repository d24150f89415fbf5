import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { E2E_API_PORT, E2E_WEB_PORT } from '../playwright.config';

// Issue 15 (content screens, part E2): the salon's questionnaire (a custom form with every field type), events
// and their registration, the reviews. Tests run in parallel against one database: every registrant is unique,
// and each viewport fills a different event.

const API = `http://127.0.0.1:${E2E_API_PORT}`;
test.describe.configure({ timeout: 90_000 });

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const unique = (testInfo: TestInfo, tag: string) => `${tag}-${testInfo.project.name}-${Date.now()}`.toLowerCase();

async function apiGet<T>(path: string, site = 1): Promise<T> {
  const res = await fetch(`${API}${path}`, { headers: { idSite: String(site) } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

interface ApiEvent {
  id: number;
  title: string;
  slug: string;
  remainingSeats: number | null;
}
const eventNamed = async (title: string, site = 1) =>
  (await apiGet<{ items: ApiEvent[] }>('/element/evenements', site)).items.find((e) => e.title === title)!;

const textbox = (scope: Locator, name: RegExp) => scope.getByRole('textbox', { name });

/** The page's JSON-LD object of a schema.org type. */
async function jsonLdOf(page: Page, type: string): Promise<Record<string, unknown>> {
  const all = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = all.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === type);
  expect(found, `JSON-LD ${type}`).toBeDefined();
  return found!;
}

test('questionnaire: French errors on the fields and nothing typed lost, then sent with a photo', async ({
  page,
}, testInfo) => {
  const name = unique(testInfo, 'lea');
  await page.goto('/questionnaire');
  const form = page.getByRole('form', { name: 'Questionnaire de diagnostic' });
  await expect(form.getByRole('button', { name: 'Envoyer mes réponses' })).toBeEnabled();

  // Wrong: a malformed e-mail, an age out of bounds, nothing chosen, the consent not given.
  await textbox(form, /^Nom et prénom/).fill(name);
  await textbox(form, /^Adresse e-mail/).fill('lea@exemple');
  await textbox(form, /^Âge/).fill('7');
  await textbox(form, /^Vos soins/).fill('Balayage en mars, lissage en juin.');
  await form.getByRole('button', { name: 'Envoyer mes réponses' }).click();

  const email = textbox(form, /^Adresse e-mail/);
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Cette adresse e-mail est invalide.');
  await expect(textbox(form, /^Âge/)).toHaveAccessibleDescription(
    'Un nombre de 12 à 110. Ce nombre doit être compris entre 12 et 110.',
  );
  await expect(form.getByRole('radiogroup', { name: /^Nature de vos cheveux/ })).toHaveAccessibleDescription(
    'Ce champ est obligatoire.',
  );
  await expect(form.getByRole('combobox', { name: /^Votre principale préoccupation/ })).toHaveAccessibleDescription(
    'Ce champ est obligatoire.',
  );
  await expect(form.getByRole('checkbox', { name: /J'accepte que mes réponses/ })).toHaveAccessibleDescription(
    'Ce champ est obligatoire.',
  );
  // The optional phone is not in error; what was typed is all there.
  await expect(textbox(form, /^Téléphone/)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(textbox(form, /^Nom et prénom/)).toHaveValue(name);
  await expect(textbox(form, /^Vos soins/)).toHaveValue('Balayage en mars, lissage en juin.');
  await page.screenshot({
    path: testInfo.outputPath(`questionnaire-errors-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // Right, with a photo of the hair.
  await email.fill('lea.questionnaire@exemple.test');
  await textbox(form, /^Âge/).fill('34');
  await form.getByRole('radio', { name: 'Épais' }).check();
  await form.getByRole('combobox', { name: /^Votre principale préoccupation/ }).selectOption('Couleur');
  await form.getByLabel(/^Une photo de vos cheveux/).setInputFiles({
    name: 'cheveux.png',
    mimeType: 'image/png',
    buffer: ONE_PIXEL_PNG,
  });
  await form.getByRole('checkbox', { name: /J'accepte que mes réponses/ }).check();
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/platform/forms/3/submit'));
  await form.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  expect((await sent).status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText(
    'Merci, vos réponses ont bien été envoyées. Nous vous répondrons dans les meilleurs délais.',
  );
  await expect(textbox(form, /^Nom et prénom/)).toHaveValue('');

  // The owner was told, with the answers and the photo.
  const outbox = await apiGet<{ body: string; meta: { files?: string[] } }[]>('/dev/outbox?nbItem=100');
  const mail = outbox.find((m) => m.body.includes(name));
  expect(mail?.body).toContain('Nature de vos cheveux : Épais');
  expect(mail?.meta.files).toHaveLength(1);
});

test('events: the list, an event’s page with its Event JSON-LD, a registration, the full event’s message', async ({
  page,
}, testInfo) => {
  await page.goto('/evenements');
  const list = page.getByRole('region', { name: 'Tous les rendez-vous' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByRole('listitem').filter({ hasText: 'Atelier chignon facile' })).toContainText('Complet');
  await expect(list.getByRole('listitem').filter({ hasText: 'Soirée portes ouvertes' })).toContainText('Passé');

  await list.getByRole('link', { name: 'Atelier soin du cheveu au naturel' }).click();
  const open = await eventNamed('Atelier soin du cheveu au naturel');
  // The navigation is the signal (a page render: seconds on a busy machine, past an assertion's 5 s).
  await page.waitForURL(`/evenements/${open.slug}-${open.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atelier soin du cheveu au naturel');
  const jsonLd = await jsonLdOf(page, 'Event');
  const register = page.getByRole('region', { name: "S'inscrire" });
  expect(jsonLd).toMatchObject({ '@type': 'Event', name: 'Atelier soin du cheveu au naturel' });
  expect(jsonLd.startDate as string).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+0[12]:00$/);

  await textbox(register, /^Prénom/).fill('Camille');
  await textbox(register, /^Nom/).fill('Durand');
  await textbox(register, /^Adresse e-mail/).fill(`${unique(testInfo, 'inscription')}@exemple.test`);
  await register.getByRole('combobox', { name: /^Nombre de places/ }).selectOption('2');
  await page.screenshot({ path: testInfo.outputPath(`event-${testInfo.project.name}.png`), fullPage: true });
  const registered = page.waitForResponse((r) =>
    r.url().includes(`/api/platform/element/evenements/${open.id}/register`),
  );
  await register.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  expect((await registered).status()).toBe(201);
  await expect(register.getByRole('status')).toContainText(
    'Votre inscription à « Atelier soin du cheveu au naturel » est confirmée (2 places)',
  );

  // The full workshop says so instead of a form.
  const full = await eventNamed('Atelier chignon facile');
  await page.goto(`/evenements/${full.slug}-${full.id}`);
  await expect(page.getByText('Cet événement est complet : il ne reste plus aucune place.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmer mon inscription' })).toHaveCount(0);
});

test('events: the last seats taken meanwhile, the form gives way to the platform’s full message', async ({
  page,
}, testInfo) => {
  // Each viewport fills its own event: the salon's barber workshop, the wine estate's vertical tasting.
  const mobile = testInfo.project.name === 'mobile-390';
  const site = mobile ? 1 : 2;
  const origin = mobile ? '' : `http://vins.localhost:${E2E_WEB_PORT}`;
  const title = mobile ? 'Atelier barbe et rasage' : 'Dégustation verticale de la cuvée Prestige';
  const event = await eventNamed(title, site);
  await page.goto(`${origin}/evenements/${event.slug}-${event.id}`);
  const register = page.getByRole('region', { name: "S'inscrire" });
  await expect(register.getByRole('button', { name: 'Confirmer mon inscription' })).toBeEnabled();

  // Someone else takes every seat left, straight on the platform.
  for (let left = (await eventNamed(title, site)).remainingSeats!; left > 0;) {
    const seats = Math.min(10, left);
    const res = await fetch(`${API}/element/evenements/${event.id}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', idSite: String(site) },
      body: JSON.stringify({
        firstname: 'Paul',
        lastname: 'Martin',
        email: `${unique(testInfo, `autre-${left}`)}@exemple.test`,
        seats,
      }),
    });
    expect(res.status).toBe(201);
    left -= seats;
  }

  await textbox(register, /^Prénom/).fill('Camille');
  await textbox(register, /^Nom/).fill('Durand');
  await textbox(register, /^Adresse e-mail/).fill(`${unique(testInfo, 'trop-tard')}@exemple.test`);
  const refused = page.waitForResponse((r) => r.url().includes(`/element/evenements/${event.id}/register`));
  await register.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  expect((await refused).status()).toBe(409);
  await expect(register.getByRole('alert')).toHaveText(`« ${title} » est complet : il ne reste plus aucune place.`);
  await expect(register.getByRole('button', { name: 'Confirmer mon inscription' })).toHaveCount(0);
});

test('reviews: the average, the count, each review with its stars, and the AggregateRating', async ({
  page,
}, testInfo) => {
  const { averageRating, total, reviews } = await apiGet<{
    averageRating: number;
    total: number;
    reviews: { author: string; rating: number }[];
  }>('/google/reviews');
  const french = (n: number) => String(n).replace('.', ',');

  await page.goto('/avis');
  const screen = page.getByRole('region', { name: 'Ce que nos clients disent de nous' });
  await expect(screen.getByText(`${french(averageRating)} / 5`)).toBeVisible();
  await expect(screen.getByRole('img', { name: `${french(averageRating)} sur 5` })).toBeVisible();
  await expect(screen.getByText(`sur la base de ${total} avis`)).toBeVisible();
  const items = screen.getByRole('listitem');
  await expect(items).toHaveCount(total);
  const first = items.first();
  await expect(first.getByRole('heading', { name: reviews[0]!.author })).toBeVisible();
  await expect(first.getByRole('img', { name: `${reviews[0]!.rating} sur 5` })).toBeVisible();
  await expect(first.getByText(/^Publié le \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(screen.getByRole('link', { name: /Laisser un avis/ })).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: testInfo.outputPath(`reviews-${testInfo.project.name}.png`), fullPage: true });

  await page.goto('/');
  const business = await jsonLdOf(page, 'HairSalon');
  expect(business.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: averageRating,
    reviewCount: total,
    bestRating: 5,
    worstRating: 1,
  });
});
