import { describe, expect, it } from 'vitest';
import type { ScheduleSlot } from '../../db/schema';
import { allowedDates, isoWeekday, localDateTime } from './calendar';

// Tuesday to Saturday, 10:00–12:00 and 14:00–18:00 (the wine estate's cellar).
const cellar: ScheduleSlot[] = [2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, open: '10:00', close: '12:00' },
  { weekday, open: '14:00', close: '18:00' },
]);

describe('click-and-collect allowed dates', () => {
  it('knows weekdays and the Paris clock', () => {
    expect(isoWeekday(2025, 6, 2)).toBe(1); // Monday 2 June 2025
    expect(isoWeekday(2025, 6, 8)).toBe(7);
    expect(localDateTime(new Date('2025-06-02T22:30:00Z'))).toEqual({ date: '2025-06-03', time: '00:30' });
    expect(localDateTime(new Date('2025-01-15T09:00:00Z'))).toEqual({ date: '2025-01-15', time: '10:00' });
  });

  it.each([
    [
      'a past month has no date',
      { year: 2025, month: 5, now: new Date('2025-06-02T08:00:00Z'), preparationHours: 0 },
      [],
    ],
    [
      'Tuesday to Saturday of a future month',
      { year: 2025, month: 7, now: new Date('2025-06-02T08:00:00Z'), preparationHours: 0 },
      [
        '2025-07-01',
        '2025-07-02',
        '2025-07-03',
        '2025-07-04',
        '2025-07-05',
        '2025-07-08',
        '2025-07-09',
        '2025-07-10',
        '2025-07-11',
        '2025-07-12',
        '2025-07-15',
        '2025-07-16',
        '2025-07-17',
        '2025-07-18',
        '2025-07-19',
        '2025-07-22',
        '2025-07-23',
        '2025-07-24',
        '2025-07-25',
        '2025-07-26',
        '2025-07-29',
        '2025-07-30',
        '2025-07-31',
      ],
    ],
    [
      // Monday 2 June 10:00 Paris + 24 h = Tuesday 10:00: Tuesday still open.
      '24 hours from Monday morning: Tuesday allowed',
      { year: 2025, month: 6, now: new Date('2025-06-02T08:00:00Z'), preparationHours: 24 },
      ['2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-10'],
    ],
    [
      // Monday 19:00 Paris + 24 h = Tuesday 19:00: Tuesday closed by then.
      '24 hours from Monday evening: Tuesday excluded',
      { year: 2025, month: 6, now: new Date('2025-06-02T17:00:00Z'), preparationHours: 24 },
      ['2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-10'],
    ],
    [
      '72 hours skips to Thursday',
      { year: 2025, month: 6, now: new Date('2025-06-02T17:00:00Z'), preparationHours: 72 },
      ['2025-06-06', '2025-06-07', '2025-06-10'],
    ],
  ])('%s', (_name, input, expected) => {
    const out = allowedDates({ ...input, slots: cellar });
    expect(out.slice(0, expected.length === 0 ? undefined : expected.length)).toEqual(expected);
  });

  it('skips closed dates', () => {
    const out = allowedDates({
      year: 2025,
      month: 7,
      slots: cellar,
      closedDates: ['2025-07-01'],
      now: new Date('2025-06-01T00:00:00Z'),
      preparationHours: 0,
    });
    expect(out[0]).toBe('2025-07-02');
  });
});
