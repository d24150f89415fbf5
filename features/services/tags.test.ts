import { describe, expect, it } from 'vitest';
import { selectedTag, serviceDetailPath, serviceTags, tagLabel } from './tags';

describe('service tags', () => {
  it('lists each tag once, in the order the services bring them', () => {
    const services = [
      { tags: ['femme'] },
      { tags: ['femme', 'coloration'] },
      { tags: ['homme', ' femme '] },
      { tags: [] },
    ];
    expect(serviceTags(services)).toEqual(['femme', 'coloration', 'homme']);
  });

  it.each([
    ['homme', 'homme'],
    ['HOMME', 'homme'],
    [' coloration ', 'coloration'],
    ['inconnu', null],
    ['', null],
    [null, null],
  ])('reads the URL tag %j as %j', (raw, expected) => {
    expect(selectedTag(raw, ['femme', 'homme', 'coloration'])).toBe(expected);
  });

  it('builds the detail path below the list page', () => {
    expect(serviceDetailPath('tarifs-et-prestations', { slug: 'coupe-homme', id: 6 })).toBe(
      '/tarifs-et-prestations/coupe-homme-6',
    );
    expect(serviceDetailPath('/soins/', { slug: 'spa', id: 8 })).toBe('/soins/spa-8');
  });
});

describe('tag labels', () => {
  it.each([
    ['perte-de-cheveux', 'Perte de cheveux'],
    ['homme', 'Homme'],
    ['épilation_visage', 'Épilation visage'],
  ])('%s reads "%s"', (tag, label) => {
    expect(tagLabel(tag)).toBe(label);
  });
});
