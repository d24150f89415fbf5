import { describe, expect, it } from 'vitest';
import { formatDateTime, formatWeekday } from '@/lib/format/date';
import { eventWhen, isPast } from './event-dates';

describe('eventWhen: spec §5 date-times (dd/mm/yyyy hh:mm:ss) on the Paris clock', () => {
  it('shows a winter evening in Paris time (UTC+1), one day', () => {
    expect(eventWhen('2026-12-12T16:00:00.000Z', '2026-12-12T18:00:00.000Z')).toBe(
      'samedi 12/12/2026 17:00:00 – 19:00:00',
    );
  });
  it('shows a summer date in UTC+2, and both days when it spans several', () => {
    expect(eventWhen('2027-07-01T16:00:00.000Z', '2027-07-02T08:00:00.000Z')).toBe(
      'jeudi 01/07/2027 18:00:00 – vendredi 02/07/2027 10:00:00',
    );
  });
  it('has nothing to say without a start', () => {
    expect(eventWhen(null, null)).toBeNull();
    expect(eventWhen('bientôt', null)).toBeNull();
    expect(eventWhen('2026-12-12T16:00:00.000Z', null)).toBe('samedi 12/12/2026 17:00:00');
  });
  it('writes the date-time as lib/format/date.ts does (spec §5), the weekday before it', () => {
    for (const instant of ['2026-12-12T16:00:00.000Z', '2027-07-01T22:30:05.000Z', '2026-12-31T23:00:00Z']) {
      expect(eventWhen(instant, null)).toBe(`${formatWeekday(instant)} ${formatDateTime(instant)}`);
    }
    expect(isPast({ startsAt: '2020-01-01T00:00:00Z', endsAt: null }, new Date('2021-01-01'))).toBe(true);
    expect(isPast({ startsAt: null, endsAt: null }, new Date())).toBe(false);
  });
});
