import { describe, expect, it } from 'vitest';
import type { Element } from '@/lib/platform/schemas/content';
import { eventJsonLd, parisIso } from './event-json-ld';

const event: Element = {
  id: 12,
  route: 'evenements',
  slug: 'atelier-chignon-facile',
  title: 'Atelier chignon facile',
  summary: 'Trois chignons rapides.',
  html: '<p>Trois chignons rapides.</p>',
  image: null,
  url: null,
  startsAt: '2026-12-12T16:00:00.000Z',
  endsAt: '2026-12-12T18:00:00.000Z',
  location: 'Atelier Lumière, Lyon',
  capacity: 8,
  registeredCount: 8,
  remainingSeats: 0,
  isFull: true,
  isRegistrationOpen: false,
};

describe('parisIso: dates in Europe/Paris', () => {
  it('gives the Paris wall clock with its offset, winter and summer', () => {
    expect(parisIso('2026-12-12T16:00:00.000Z')).toBe('2026-12-12T17:00:00+01:00');
    expect(parisIso('2027-07-01T16:00:00.000Z')).toBe('2027-07-01T18:00:00+02:00');
    expect(parisIso('2026-12-31T23:30:00.000Z')).toBe('2027-01-01T00:30:00+01:00');
    expect(parisIso(null)).toBeUndefined();
    expect(parisIso('hier')).toBeUndefined();
  });
});

describe('eventJsonLd', () => {
  it('describes an event with Paris dates, its place and its sold-out seats', () => {
    const data = eventJsonLd(event, {
      url: 'https://www.atelier-lumiere.fr/evenements/atelier-chignon-facile-12',
      image: null,
      organizer: { name: 'Atelier Lumière', url: 'https://www.atelier-lumiere.fr/' },
    })!;
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Atelier chignon facile',
      startDate: '2026-12-12T17:00:00+01:00',
      endDate: '2026-12-12T19:00:00+01:00',
      location: { '@type': 'Place', name: 'Atelier Lumière, Lyon' },
      organizer: { '@type': 'Organization', name: 'Atelier Lumière' },
      offers: { availability: 'https://schema.org/SoldOut', price: 0, priceCurrency: 'EUR' },
      remainingAttendeeCapacity: 0,
    });
    expect(data).not.toHaveProperty('image');
  });
  it('is nothing for an element without a start (a footer link)', () => {
    expect(eventJsonLd({ ...event, startsAt: null }, { url: null, image: null, organizer: null })).toBeNull();
  });
});
