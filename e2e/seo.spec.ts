import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_PORT, E2E_WEB_PORT } from '../playwright.config';

// Issue 3 §7: every page its own title, description, canonical URL and Open Graph, in the server's <head>;
// the home page describes the business in JSON-LD. Canonical URLs are absolute on the site's public origin
// (its production URL from GET /site/info), whatever host the page was reached on.

async function api<T>(request: APIRequestContext, url: string, site: number): Promise<T> {
  const body = await (
    await request.get(`http://127.0.0.1:${E2E_API_PORT}${url}`, { headers: { idSite: String(site) } })
  ).json();
  expect(body.success, url).toBe(true);
  return body.data as T;
}

async function parameters(request: APIRequestContext, site: number): Promise<Record<string, string | null>> {
  const rows = await api<{ type: string; value: string | null }[]>(request, '/parameter', site);
  return Object.fromEntries(rows.map((row) => [row.type, row.value]));
}

/** Next writes the home page's URL without its trailing slash ("https://site.fr"): compare URLs as URLs. */
const asUrl = (value: string | null) => (value === null ? null : new URL(value).href);

async function head(page: Page) {
  const content = (selector: string, attribute = 'content') => page.locator(`head ${selector}`).getAttribute(attribute);
  return {
    title: await page.title(),
    description: await content('meta[name="description"]'),
    canonical: asUrl(await content('link[rel="canonical"]', 'href')),
    ogUrl: asUrl(await content('meta[property="og:url"]')),
    ogTitle: await content('meta[property="og:title"]'),
    ogDescription: await content('meta[property="og:description"]'),
    ogSiteName: await content('meta[property="og:site_name"]'),
    ogLocale: await content('meta[property="og:locale"]'),
    ogType: await content('meta[property="og:type"]'),
  };
}

test.describe('the salon', () => {
  // Titles are "<page title> — <company>" (the home page: the company alone). Descriptions: the screen's
  // parameter for home and contact (spec §3 "meta descriptions for home, contact, news and wine list"),
  // else the page's own metaDescription field.
  const PAGES = [
    { path: '/', title: 'Atelier Lumière', description: { parameter: 'HOME_META_DESCRIPTION' } },
    {
      path: '/nous-contacter',
      title: 'Nous contacter — Atelier Lumière',
      description: { parameter: 'CONTACT_META_DESCRIPTION' },
    },
    {
      path: '/spa-du-cheveu',
      title: 'Spa du cheveu — Atelier Lumière',
      description: { text: 'Spa du cheveu à Lyon : rituels de soin et massages crâniens.' },
    },
    {
      path: '/femme/balayage',
      title: 'Balayage — Atelier Lumière',
      description: { text: 'Balayage sur mesure à Lyon : éclaircissement naturel, ombré et patine.' },
    },
  ] as const;

  test('each page has its own title, description, canonical and Open Graph in the server head', async ({
    page,
    request,
  }) => {
    const info = await api<{ productionUrl: string }>(request, '/site/info', 1);
    const params = await parameters(request, 1);
    const origin = new URL(info.productionUrl).origin;
    expect(origin).toBe('https://www.atelier-lumiere.fr');
    const seen = { titles: new Set<string>(), descriptions: new Set<string>(), canonicals: new Set<string>() };
    for (const expected of PAGES) {
      const response = await page.goto(expected.path);
      expect(response?.status()).toBe(200);
      const description =
        'parameter' in expected.description ? params[expected.description.parameter] : expected.description.text;
      expect(description, expected.path).toBeTruthy();
      const url = `${origin}${expected.path}`;
      expect(await head(page), expected.path).toEqual({
        title: expected.title,
        description,
        canonical: url,
        ogUrl: url,
        ogTitle: expected.title.replace(/ — Atelier Lumière$/, ''),
        ogDescription: description,
        ogSiteName: 'Atelier Lumière',
        ogLocale: 'fr_FR',
        ogType: 'website',
      });
      seen.titles.add(expected.title);
      seen.descriptions.add(description!);
      seen.canonicals.add(url);
    }
    expect(seen.titles.size).toBe(PAGES.length);
    expect(seen.descriptions.size).toBe(PAGES.length);
    expect(seen.canonicals.size).toBe(PAGES.length);
  });

  test('a legal text has its own canonical and Open Graph URL too', async ({ page }) => {
    await page.goto('/legal-notice');
    const meta = await head(page);
    expect(meta.title).toBe('Mentions légales — Atelier Lumière');
    expect(meta.canonical).toBe('https://www.atelier-lumiere.fr/legal-notice');
    expect(meta.ogUrl).toBe('https://www.atelier-lumiere.fr/legal-notice');
    expect(meta.ogSiteName).toBe('Atelier Lumière');
  });

  test('a page with a picture shares it as og:image, on the public origin', async ({ page }) => {
    await page.goto('/femme/balayage');
    const src = await page.locator('main img').first().getAttribute('src');
    expect(src).toMatch(/^\/images\//);
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
      'content',
      `https://www.atelier-lumiere.fr${src}`,
    );
  });

  test('the favicon is the site’s LOGO_FAVICON, served on the visitor’s host', async ({ page, request }) => {
    const info = await api<{ logos: { type: string; onlineImage: { externalPath: string } }[] }>(
      request,
      '/site/info',
      1,
    );
    const favicon = info.logos.find((logo) => logo.type === 'LOGO_FAVICON');
    expect(favicon).toBeDefined();
    await page.goto('/spa-du-cheveu');
    const href = `/images/${favicon!.onlineImage.externalPath}`;
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', href);
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });

  test('the home page describes the salon in JSON-LD: telephone and opening hours from the parameters', async ({
    page,
    request,
  }) => {
    const params = await parameters(request, 1);
    // The seeded hours (spec §3 "one string per weekday") and what schema.org must say of them: closed days
    // have no specification.
    const WEEK: [string, string, string, [string, string][]][] = [
      ['MONDAY_HOURS', 'Monday', 'Fermé', []],
      ['TUESDAY_HOURS', 'Tuesday', '9h00 – 19h00', [['09:00', '19:00']]],
      ['WEDNESDAY_HOURS', 'Wednesday', '9h00 – 19h00', [['09:00', '19:00']]],
      ['THURSDAY_HOURS', 'Thursday', '9h00 – 20h00', [['09:00', '20:00']]],
      ['FRIDAY_HOURS', 'Friday', '9h00 – 20h00', [['09:00', '20:00']]],
      ['SATURDAY_HOURS', 'Saturday', '8h30 – 17h00', [['08:30', '17:00']]],
      ['SUNDAY_HOURS', 'Sunday', 'Fermé', []],
    ];
    await page.goto('/');
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const data = JSON.parse((await scripts.textContent()) ?? '') as Record<string, any>;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('HairSalon');
    expect(data.name).toBe(params.COMPANY_NAME);
    expect(data.telephone).toBe(params.COMPANY_PHONE);
    expect(data.email).toBe(params.COMPANY_EMAIL);
    expect(data.url).toBe('https://www.atelier-lumiere.fr/');
    expect(data.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: '12 rue Mercière',
      postalCode: '69002',
      addressLocality: 'Lyon',
    });
    const specs = data.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
    for (const [type, day, seeded, intervals] of WEEK) {
      expect(params[type], type).toBe(seeded);
      const published = specs.filter((s) => s.dayOfWeek.includes(day)).map((s) => [s.opens, s.closes]);
      expect(published, day).toEqual(intervals);
    }
  });

  test('only the home page carries the JSON-LD, and the 404 screen is not indexed', async ({ page, request }) => {
    await page.goto('/spa-du-cheveu');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    // What a crawler reads: the server's 404 HTML.
    const response = await request.get('/cette-page-n-existe-pas');
    expect(response.status()).toBe(404);
    const html = await response.text();
    const robots = [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1]);
    expect(robots.length).toBeGreaterThan(0);
    for (const content of robots) expect(content).toMatch(/noindex/);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('application/ld+json');
    expect(html).toMatch(/<html lang="fr"/);
  });
});

test('the wine estate’s home page has its own name, type, description and canonical', async ({ page, request }) => {
  const params = await parameters(request, 2);
  await page.goto(`http://vins.localhost:${E2E_WEB_PORT}/`);
  expect(await page.title()).toBe('Domaine des Coteaux Dorés');
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', params.HOME_META_DESCRIPTION!);
  expect(asUrl(await page.locator('head link[rel="canonical"]').getAttribute('href'))).toBe(
    'https://www.coteaux-dores.fr/',
  );
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as Record<
    string,
    any
  >;
  expect(data['@type']).toBe('Winery');
  expect(data.name).toBe('Domaine des Coteaux Dorés');
  expect(data.telephone).toBe(params.COMPANY_PHONE);
  expect(data.address).toMatchObject({ postalCode: '49190', addressLocality: 'Rochefort-sur-Loire' });
  // "Sur rendez-vous" is not a time: Sunday is left out rather than guessed.
  expect(params.SUNDAY_HOURS).toBe('Sur rendez-vous');
  const days = (data.openingHoursSpecification as { dayOfWeek: string[] }[]).flatMap((s) => s.dayOfWeek);
  expect(days).toContain('Saturday');
  expect(days).not.toContain('Sunday');
});

test('the wine list takes its description from WINE_LIST_META_DESCRIPTION', async ({ page, request }) => {
  const params = await parameters(request, 2);
  await page.goto(`http://vins.localhost:${E2E_WEB_PORT}/nos-vins`);
  expect(await page.title()).toBe('Nos vins — Domaine des Coteaux Dorés');
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    params.WINE_LIST_META_DESCRIPTION!,
  );
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://www.coteaux-dores.fr/nos-vins',
  );
});
