import { describe, expect, it } from 'vitest';
import { SALON_PARAMETERS, WINE_PARAMETERS } from '@/mock-api/seed/site-parameters';
import {
  firstImage,
  httpOrigin,
  metaParameterOf,
  pageDescription,
  pageMetadata,
  pagePath,
  routeMetadata,
  siteMetadata,
  siteOrigin,
} from './page-metadata';

const SALON_INFO = {
  url: 'http://localhost:3000',
  developmentUrl: 'http://localhost:3000',
  productionUrl: 'https://www.atelier-lumiere.fr',
  isBuilding: false,
  isWinemaker: false,
};
const WINE_INFO = { ...SALON_INFO, productionUrl: 'https://www.coteaux-dores.fr/', isWinemaker: true };

type Cms = { isCmsPage: boolean; route: string | null; config: Record<string, unknown> };
const page = (fields: {
  url: string;
  title: string;
  isHome?: boolean;
  cms?: Partial<Cms>;
  metaDescription?: string | null;
  html?: string;
}) => ({
  url: fields.url,
  title: fields.title,
  isHome: fields.isHome ?? false,
  cms: { isCmsPage: false, route: null, config: {}, ...fields.cms },
  metaDescription: fields.metaDescription ?? null,
  layouts:
    fields.html === undefined
      ? []
      : [{ id: 1, name: 'Contenu', html: fields.html, hash: '', previewUrl: null, updatedAt: '' }],
});

describe('siteOrigin', () => {
  it('is the production URL of a live site, as an origin', () => {
    expect(siteOrigin(SALON_INFO)).toBe('https://www.atelier-lumiere.fr');
    expect(siteOrigin(WINE_INFO)).toBe('https://www.coteaux-dores.fr');
  });
  it('is the development URL while the site is being built', () => {
    expect(siteOrigin({ ...SALON_INFO, isBuilding: true, developmentUrl: 'https://salon.dev.example.net/x' })).toBe(
      'https://salon.dev.example.net',
    );
  });
  it('falls back past empty or non-http URLs, and is null without any', () => {
    expect(siteOrigin({ ...SALON_INFO, productionUrl: '' })).toBe('http://localhost:3000');
    expect(
      siteOrigin({
        ...SALON_INFO,
        productionUrl: 'javascript:alert(1)',
        developmentUrl: 'pas une url',
        url: 'ftp://x',
      }),
    ).toBeNull();
    expect(siteOrigin(null)).toBeNull();
    expect(httpOrigin(' https://a.fr/b?c ')).toBe('https://a.fr');
  });
});

describe('pagePath', () => {
  it('serves the home page at / and the others at their slug path', () => {
    expect(pagePath({ isHome: true, url: 'accueil' })).toBe('/');
    expect(pagePath({ isHome: false, url: 'femme/balayage' })).toBe('/femme/balayage');
  });
});

describe('meta description of a screen (spec §3 parameters)', () => {
  it('maps home, contact, news and the wine list to their parameters', () => {
    expect(metaParameterOf(page({ url: 'accueil', title: 'Accueil', isHome: true }), false)).toBe(
      'HOME_META_DESCRIPTION',
    );
    expect(metaParameterOf(page({ url: 'nous-contacter', title: 'Contact', cms: { route: 'contact' } }), false)).toBe(
      'CONTACT_META_DESCRIPTION',
    );
    expect(metaParameterOf(page({ url: 'actualites', title: 'Actualités', cms: { route: 'news' } }), true)).toBe(
      'NEWS_META_DESCRIPTION',
    );
    expect(metaParameterOf(page({ url: 'nos-vins', title: 'Nos vins', cms: { route: 'products' } }), true)).toBe(
      'WINE_LIST_META_DESCRIPTION',
    );
  });
  it('does not call a box list or a non-winemaker shop the wine list', () => {
    expect(
      metaParameterOf(
        page({ url: 'coffrets', title: 'Coffrets', cms: { route: 'products', config: { filters: { kind: 'BOX' } } } }),
        true,
      ),
    ).toBeNull();
    expect(metaParameterOf(page({ url: 'boutique', title: 'Boutique', cms: { route: 'products' } }), false)).toBeNull();
    expect(metaParameterOf(page({ url: 'blog', title: 'Blog', cms: { route: 'blog' } }), true)).toBeNull();
  });
  it('prefers the screen’s parameter, then the page’s own field', () => {
    const home = page({ url: 'accueil', title: 'Accueil', isHome: true, metaDescription: 'Champ de la page.' });
    expect(pageDescription(home, SALON_PARAMETERS, false)).toBe(SALON_PARAMETERS.HOME_META_DESCRIPTION);
    expect(pageDescription(home, { ...SALON_PARAMETERS, HOME_META_DESCRIPTION: '  ' }, false)).toBe(
      'Champ de la page.',
    );
    const wines = page({ url: 'nos-vins', title: 'Nos vins', cms: { route: 'products' }, metaDescription: 'Champ.' });
    expect(pageDescription(wines, WINE_PARAMETERS, true)).toBe(WINE_PARAMETERS.WINE_LIST_META_DESCRIPTION);
    const balayage = page({ url: 'femme/balayage', title: 'Balayage', metaDescription: 'Balayage\n sur mesure.' });
    expect(pageDescription(balayage, SALON_PARAMETERS, false)).toBe('Balayage sur mesure.');
    expect(pageDescription(page({ url: 'x', title: 'X' }), SALON_PARAMETERS, false)).toBeUndefined();
  });
  it('falls back to the start of the page’s own text, cropped to 160 characters', () => {
    const long = 'Répondez à quelques questions sur vos cheveux : nous préparons votre rendez-vous. '.repeat(4);
    const form = page({ url: 'questionnaire', title: 'Questionnaire', html: `<h1>Questionnaire</h1><p>${long}</p>` });
    const description = pageDescription(form, SALON_PARAMETERS, false)!;
    expect(description.startsWith('Questionnaire Répondez à quelques questions')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(pageDescription(page({ url: 'x', title: 'X', html: '<p> </p>' }), SALON_PARAMETERS, false)).toBeUndefined();
  });
});

describe('firstImage', () => {
  const origin = 'https://www.atelier-lumiere.fr';
  it('takes the first usable picture, made absolute, with its alt', () => {
    expect(
      firstImage('<p>x</p><img alt="Le salon" src="/images/1/salon.jpg"><img src="/images/1/b.jpg">', origin),
    ).toEqual({
      url: 'https://www.atelier-lumiere.fr/images/1/salon.jpg',
      alt: 'Le salon',
    });
    expect(
      firstImage(
        `<img src='data:image/png;base64,AA'><img src="https://cdn.example.net/a.jpg?w=1&amp;h=2" alt="">`,
        origin,
      ),
    ).toEqual({
      url: 'https://cdn.example.net/a.jpg?w=1&h=2',
    });
  });
  it('is null without a picture', () => {
    expect(firstImage('<h1>Tarifs</h1>', origin)).toBeNull();
    expect(firstImage('<img src="//evil.example/x.png">', origin)).toBeNull();
  });
});

describe('pageMetadata', () => {
  it('gives a sub-page its title, description, canonical and Open Graph', () => {
    const balayage = page({
      url: 'femme/balayage',
      title: 'Balayage',
      metaDescription: 'Balayage sur mesure à Lyon.',
      html: '<img src="/images/1/balayage.jpg" alt="Balayage">',
    });
    expect(pageMetadata({ page: balayage, parameters: SALON_PARAMETERS, info: SALON_INFO })).toEqual({
      title: 'Balayage',
      description: 'Balayage sur mesure à Lyon.',
      alternates: { canonical: 'https://www.atelier-lumiere.fr/femme/balayage' },
      openGraph: {
        type: 'website',
        locale: 'fr_FR',
        siteName: 'Atelier Lumière',
        title: 'Balayage',
        description: 'Balayage sur mesure à Lyon.',
        url: 'https://www.atelier-lumiere.fr/femme/balayage',
        images: [{ url: 'https://www.atelier-lumiere.fr/images/1/balayage.jpg', alt: 'Balayage' }],
      },
    });
  });
  it('titles the home page with the site name alone and points its canonical at /', () => {
    const meta = pageMetadata({
      page: page({ url: 'accueil', title: 'Accueil', isHome: true }),
      parameters: WINE_PARAMETERS,
      info: WINE_INFO,
    });
    expect(meta.title).toEqual({ absolute: 'Domaine des Coteaux Dorés' });
    expect(meta.alternates?.canonical).toBe('https://www.coteaux-dores.fr/');
    expect(meta.openGraph).toMatchObject({
      title: 'Domaine des Coteaux Dorés',
      url: 'https://www.coteaux-dores.fr/',
      description: WINE_PARAMETERS.HOME_META_DESCRIPTION,
    });
    expect(meta.openGraph).not.toHaveProperty('images');
  });
  it('publishes no absolute URL when the site has no usable origin', () => {
    const meta = pageMetadata({
      page: page({ url: 'spa-du-cheveu', title: 'Spa du cheveu', html: '<img src="/images/1/spa.jpg">' }),
      parameters: SALON_PARAMETERS,
      info: null,
    });
    expect(meta.alternates).toBeUndefined();
    expect(meta.openGraph).toMatchObject({ url: undefined });
    expect(meta.openGraph).not.toHaveProperty('images');
  });
});

describe('siteMetadata', () => {
  const favicon = {
    id: 3,
    filename: 'favicon.png',
    type: 'LOGO_FAVICON' as const,
    alt: '',
    onlineImage: {
      id: 3,
      externalId: 'favicon',
      externalType: 'LOCAL',
      externalPath: '1/favicon.png',
      url: 'http://127.0.0.1:4000/images/1/favicon.png',
    },
  };
  it('sets the base URL, the title template, the site name and the favicon', () => {
    const meta = siteMetadata(SALON_PARAMETERS, { ...SALON_INFO, logos: [favicon] });
    expect(String(meta.metadataBase)).toBe('https://www.atelier-lumiere.fr/');
    expect(meta.title).toEqual({ default: 'Atelier Lumière', template: '%s — Atelier Lumière' });
    expect(meta.description).toBe(SALON_PARAMETERS.HOME_META_DESCRIPTION);
    expect(meta.openGraph).toEqual({ siteName: 'Atelier Lumière', locale: 'fr_FR', type: 'website' });
    // On the visitor's host (the storefront's image route), not the API's image service.
    expect(meta.icons).toEqual({ icon: '/images/1/favicon.png' });
  });
  it('sets no page URL (children would inherit it), and no base URL or favicon it does not have', () => {
    const meta = siteMetadata(SALON_PARAMETERS, null);
    expect(meta).not.toHaveProperty('metadataBase');
    expect(meta).not.toHaveProperty('icons');
    expect(meta).not.toHaveProperty('alternates');
    expect(meta.openGraph).not.toHaveProperty('url');
  });
});

describe('fixed routes', () => {
  const info = { productionUrl: 'https://www.atelier-lumiere.fr', developmentUrl: '', url: '', isBuilding: false };
  it('gives a legal text its absolute canonical URL and Open Graph', () => {
    const meta = routeMetadata({
      path: '/legal-notice',
      title: 'Mentions légales',
      parameters: { COMPANY_NAME: 'Atelier Lumière' },
      info,
    });
    expect(meta.title).toBe('Mentions légales');
    expect(meta.alternates?.canonical).toBe('https://www.atelier-lumiere.fr/legal-notice');
    expect(meta.openGraph).toMatchObject({
      url: 'https://www.atelier-lumiere.fr/legal-notice',
      siteName: 'Atelier Lumière',
      locale: 'fr_FR',
    });
    expect(meta.robots).toBeUndefined();
  });

  it('keeps a private page out of search results, and goes without absolute URLs when the site has none', () => {
    const meta = routeMetadata({ path: '/panier', title: 'Panier', parameters: {}, info: null, noIndex: true });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.alternates).toBeUndefined();
  });
});
