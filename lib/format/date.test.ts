import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatWeekday, type DateInput } from './date';

describe('formatDate / formatDateTime (spec §5, Europe/Paris)', () => {
  it.each<[string, DateInput, string, string]>([
    ['winter instant, UTC+1', '2024-01-15T10:20:30Z', '15/01/2024', '15/01/2024 11:20:30'],
    ['summer instant, UTC+2', '2024-07-14T10:20:30Z', '14/07/2024', '14/07/2024 12:20:30'],
    ['summer 23:30 UTC is the next day in Paris', '2024-07-14T23:30:00Z', '15/07/2024', '15/07/2024 01:30:00'],
    ['summer 21:59:59 UTC is still the same day', '2024-07-14T21:59:59Z', '14/07/2024', '14/07/2024 23:59:59'],
    ['summer 22:00 UTC is Paris midnight', '2024-07-14T22:00:00Z', '15/07/2024', '15/07/2024 00:00:00'],
    ['winter 23:30 UTC is the next day in Paris', '2024-01-15T23:30:00Z', '16/01/2024', '16/01/2024 00:30:00'],
    ['winter 22:30 UTC is the same day', '2024-01-15T22:30:00Z', '15/01/2024', '15/01/2024 23:30:00'],
    ['new year in Paris before UTC', '2023-12-31T23:00:00Z', '01/01/2024', '01/01/2024 00:00:00'],
    ['explicit offset', '2024-07-14T08:00:00+05:00', '14/07/2024', '14/07/2024 05:00:00'],
    ['milliseconds', '2024-03-01T12:00:00.999Z', '01/03/2024', '01/03/2024 13:00:00'],
    ['just before the spring change (UTC+1)', '2024-03-31T00:59:59Z', '31/03/2024', '31/03/2024 01:59:59'],
    ['just after the spring change (UTC+2)', '2024-03-31T01:00:00Z', '31/03/2024', '31/03/2024 03:00:00'],
    ['last summer second of October', '2024-10-27T00:59:59Z', '27/10/2024', '27/10/2024 02:59:59'],
    ['back to winter time', '2024-10-27T01:00:00Z', '27/10/2024', '27/10/2024 02:00:00'],
    ['Date object', new Date(Date.UTC(2024, 6, 14, 23, 30)), '15/07/2024', '15/07/2024 01:30:00'],
    ['bare date is a calendar date', '2024-07-14', '14/07/2024', '14/07/2024 00:00:00'],
    ['bare date on 1 January', '2024-01-01', '01/01/2024', '01/01/2024 00:00:00'],
    ['leap day', '2024-02-29', '29/02/2024', '29/02/2024 00:00:00'],
    ['zone-less date-time is French time', '2024-07-14T23:30:00', '14/07/2024', '14/07/2024 23:30:00'],
    ['zone-less with a space', '2024-07-14 08:05', '14/07/2024', '14/07/2024 08:05:00'],
    ['surrounding spaces', ' 2024-07-14 ', '14/07/2024', '14/07/2024 00:00:00'],
  ])('%s', (_name, value, date, dateTime) => {
    expect(formatDate(value)).toBe(date);
    expect(formatDateTime(value)).toBe(dateTime);
  });

  it.each<[string, DateInput]>([
    ['invalid Date', new Date('nope')],
    ['free text', 'hello'],
    ['empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['30 February', '2023-02-30'],
    ['29 February of a common year', '2023-02-29'],
    ['month 13', '2024-13-01'],
    ['hour 24', '2024-07-14T24:00:00'],
    ['french order', '14/07/2024'],
    ['engine-dependent format', 'July 14, 2024'],
    ['day without padding', '2024-7-14'],
  ])('%s → empty string', (_name, value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDateTime(value)).toBe('');
  });

  describe('whatever the runtime zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it('shows a bare date and a zone-less time unchanged in a far-west zone', () => {
      process.env.TZ = 'America/Los_Angeles';
      expect(formatDate('2024-07-14')).toBe('14/07/2024');
      expect(formatDateTime('2024-07-14T23:30:00')).toBe('14/07/2024 23:30:00');
      expect(formatDate('2024-07-14T23:30:00Z')).toBe('15/07/2024');
    });
  });
});

describe('formatTime / formatWeekday: the halves an event or a pick-up day writes', () => {
  it('gives the Paris time and the weekday of the Paris day', () => {
    // 23:30 UTC on Sunday 14 July 2024 is 01:30 on Monday 15 in Paris.
    expect(formatTime('2024-07-14T23:30:00Z')).toBe('01:30:00');
    expect(formatWeekday('2024-07-14T23:30:00Z')).toBe('lundi');
    expect(formatWeekday('2026-12-01')).toBe('mardi');
    expect(formatWeekday('2026-11-29')).toBe('dimanche');
  });
  it('says nothing of an invalid value', () => {
    expect(formatTime('hello')).toBe('');
    expect(formatWeekday('2023-02-30')).toBe('');
  });
});
