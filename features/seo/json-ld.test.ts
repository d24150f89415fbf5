import { describe, expect, it } from 'vitest';
import { SALON_PARAMETERS, WINE_PARAMETERS } from '@/mock-api/seed/site-parameters';
import {
  articleJsonLd,
  breadcrumbListJsonLd,
  businessJsonLd,
  businessType,
  postalAddress,
  serializeJsonLd,
  type SiteFacts,
} from './json-ld';

const logo = (type: 'LOGO' | 'LOGO_FOOTER', file: string) => ({
  id: 1,
  filename: file,
  type,
  alt: '',
  onlineImage: {
    id: 1,
    externalId: file,
    externalType: 'LOCAL',
    externalPath: `1/${file}`,
    url: `http://127.0.0.1:4000/images/1/${file}`,
  },
});
const SALON: SiteFacts = {
  url: 'http://localhost:3000',
  developmentUrl: 'http://localhost:3000',
  productionUrl: 'https://www.atelier-lumiere.fr',
  isBuilding: false,
  isWinemaker: false,
  dashboardType: 'BEAUTY',
  logos: [logo('LOGO_FOOTER', 'footer.png'), logo('LOGO', 'logo.png')],
};
const WINE: SiteFacts = {
  ...SALON,
  productionUrl: 'https://www.coteaux-dores.fr',
  isWinemaker: true,
  dashboardType: 'WINEMAKER',
  logos: [],
};

describe('businessType', () => {
  it('marks a winemaker a Winery and the hair salon a HairSalon', () => {
    expect(businessType(WINE, WINE_PARAMETERS)).toBe('Winery');
    expect(businessType(SALON, SALON_PARAMETERS)).toBe('HairSalon');
  });
  it('calls a beauty site without hairdressing a BeautySalon, anything else a LocalBusiness', () => {
    expect(
      businessType(SALON, { COMPANY_NAME: 'Institut Rose', COMPANY_DESCRIPTION: 'Soins du visage et onglerie.' }),
    ).toBe('BeautySalon');
    expect(businessType({ isWinemaker: false, dashboardType: 'DEFAULT' }, SALON_PARAMETERS)).toBe('LocalBusiness');
  });
});

describe('postalAddress', () => {
  it('splits "street, postcode town"', () => {
    expect(postalAddress('12 rue Mercière, 69002 Lyon')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 rue Mercière',
      postalCode: '69002',
      addressLocality: 'Lyon',
      addressCountry: 'FR',
    });
    expect(postalAddress('8 chemin des Vignes, 49190 Rochefort-sur-Loire, France')).toMatchObject({
      postalCode: '49190',
      addressLocality: 'Rochefort-sur-Loire',
    });
  });
  it('keeps any other shape as text, and nothing as nothing', () => {
    expect(postalAddress('Place du marché, Lyon')).toBe('Place du marché, Lyon');
    expect(postalAddress(null)).toBeUndefined();
    expect(postalAddress(' ')).toBeUndefined();
  });
});

describe('businessJsonLd', () => {
  it('describes the salon from its parameters', () => {
    const data = businessJsonLd(SALON_PARAMETERS, SALON)!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HairSalon',
      name: 'Atelier Lumière',
      url: 'https://www.atelier-lumiere.fr/',
      logo: 'https://www.atelier-lumiere.fr/images/1/logo.png',
      telephone: '04 78 42 16 90',
      email: 'contact@atelier-lumiere.fr',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 rue Mercière',
        postalCode: '69002',
        addressLocality: 'Lyon',
      },
      sameAs: [
        'https://www.facebook.com/atelierlumiere.lyon',
        'https://www.instagram.com/atelierlumiere.lyon',
        'https://www.youtube.com/@atelierlumiere',
      ],
    });
    expect(data.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday'],
      opens: '08:30',
      closes: '17:00',
    });
  });
  it('describes the wine estate as a Winery, without a logo it does not have', () => {
    const data = businessJsonLd(WINE_PARAMETERS, WINE)!;
    expect(data).toMatchObject({
      '@type': 'Winery',
      name: 'Domaine des Coteaux Dorés',
      telephone: '02 41 78 32 56',
      url: 'https://www.coteaux-dores.fr/',
    });
    expect(data).not.toHaveProperty('logo');
  });
  it('leaves out what is not set, and gives nothing for a site without a name', () => {
    const data = businessJsonLd(
      { COMPANY_NAME: 'X' },
      { ...SALON, productionUrl: '', developmentUrl: '', url: '', logos: [] },
    )!;
    expect(Object.keys(data)).toEqual(['@context', '@type', 'name']);
    expect(businessJsonLd({}, SALON)).toBeNull();
  });
});

describe('businessJsonLd: AggregateRating from the reviews', () => {
  it('adds the average and count when the site has reviews, nothing otherwise', () => {
    expect(businessJsonLd(SALON_PARAMETERS, SALON, { average: 4.3, count: 12 })!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(businessJsonLd(SALON_PARAMETERS, SALON, null)).not.toHaveProperty('aggregateRating');
    expect(businessJsonLd(SALON_PARAMETERS, SALON, { average: 4, count: 0 })).not.toHaveProperty('aggregateRating');
  });
});

describe('serializeJsonLd', () => {
  it('escapes what could close the script element, and stays the same JSON', () => {
    const data = { name: '</script><script>alert(1)</script> & <!--', line: 'a\u2028b' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('articles and breadcrumbs (issue 15)', () => {
  it('describes a news item as a NewsArticle published by the business', () => {
    const data = articleJsonLd({
      type: 'NewsArticle',
      headline: "L'Atelier fête ses 10 ans",
      description: 'Dix ans de coiffure.',
      datePublished: '2026-11-20T08:00:00.000Z',
      url: 'https://salon.example/actualites/10-ans-1',
      image: 'https://salon.example/images/1/news.jpg',
      publisher: 'Atelier Lumière',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: "L'Atelier fête ses 10 ans",
      description: 'Dix ans de coiffure.',
      datePublished: '2026-11-20T08:00:00.000Z',
      url: 'https://salon.example/actualites/10-ans-1',
      mainEntityOfPage: 'https://salon.example/actualites/10-ans-1',
      image: ['https://salon.example/images/1/news.jpg'],
      author: { '@type': 'Organization', name: 'Atelier Lumière' },
      publisher: { '@type': 'Organization', name: 'Atelier Lumière' },
    });
    const long = articleJsonLd({
      type: 'BlogPosting',
      headline: 'a'.repeat(200),
      datePublished: 'x',
      url: null,
      image: null,
    });
    expect(String(long.headline)).toHaveLength(110);
    expect(long).not.toHaveProperty('url');
    expect(long).not.toHaveProperty('publisher');
  });

  it('lists the crumbs from position 1, the page itself last', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Blog', url: 'https://s.example/blog' },
        { name: 'Mariage', url: 'https://s.example/blog/dossier/mariage-3' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Blog', item: 'https://s.example/blog' },
        { '@type': 'ListItem', position: 2, name: 'Mariage', item: 'https://s.example/blog/dossier/mariage-3' },
      ],
    });
    expect(breadcrumbListJsonLd([])).toBeNull();
  });
});
