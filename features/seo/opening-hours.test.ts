import { describe, expect, it } from 'vitest';
import { SALON_PARAMETERS, WINE_PARAMETERS } from '@/mock-api/seed/site-parameters';
import { openingHoursSpecification, parseDayHours } from './opening-hours';

describe('parseDayHours', () => {
  it.each([
    // The seeded shapes.
    ['9h00 – 19h00', [{ opens: '09:00', closes: '19:00' }]],
    ['8h30 – 17h00', [{ opens: '08:30', closes: '17:00' }]],
    [
      '10h00 – 12h00 et 14h00 – 18h30',
      [
        { opens: '10:00', closes: '12:00' },
        { opens: '14:00', closes: '18:30' },
      ],
    ],
    // What owners type besides.
    ['9h-12h', [{ opens: '09:00', closes: '12:00' }]],
    ['de 9h à 12h30', [{ opens: '09:00', closes: '12:30' }]],
    [
      '09:00 - 12:00, 14:00 - 19:00',
      [
        { opens: '09:00', closes: '12:00' },
        { opens: '14:00', closes: '19:00' },
      ],
    ],
    ['9 h 30 — 18 h', [{ opens: '09:30', closes: '18:00' }]],
    ['10h – 24h', [{ opens: '10:00', closes: '24:00' }]],
  ])('reads %j', (raw, expected) => {
    expect(parseDayHours(raw)).toEqual(expected);
  });

  it.each(['Fermé', 'fermée', 'FERMÉ', 'Closed'])('reads %j as closed', (raw) => {
    expect(parseDayHours(raw)).toEqual([]);
  });

  it.each([
    null,
    '',
    '   ',
    'Sur rendez-vous',
    '9h00 – 19h00 sauf jours fériés',
    '9h00 – 12h00 et sur rendez-vous',
    '19h00 – 9h00', // closes before it opens
    '25h00 – 26h00',
    '9h75 – 12h00',
    '14h – 18h et 9h – 12h', // out of order
    '9h – 13h et 12h – 18h', // overlapping
    '9 – 12', // no unit: hours or something else?
  ])('leaves %j out', (raw) => {
    expect(parseDayHours(raw)).toBeNull();
  });
});

describe('openingHoursSpecification', () => {
  it('groups the salon’s days by interval and leaves its closed days out', () => {
    expect(openingHoursSpecification(SALON_PARAMETERS)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday'], opens: '09:00', closes: '19:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Thursday', 'Friday'], opens: '09:00', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:30', closes: '17:00' },
    ]);
  });

  it('publishes the wine estate’s split days and leaves "Sur rendez-vous" out', () => {
    const specs = openingHoursSpecification(WINE_PARAMETERS);
    expect(specs).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '10:00',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '14:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '14:00', closes: '18:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '18:30' },
    ]);
    expect(specs.flatMap((s) => s.dayOfWeek)).not.toContain('Sunday');
  });

  it('is empty when no day is set', () => {
    expect(openingHoursSpecification({})).toEqual([]);
  });
});
