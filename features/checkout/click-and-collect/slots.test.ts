import { describe, expect, it } from 'vitest';
import {
  addDays,
  allowedDates,
  availableSchedules,
  frenchDate,
  shownDate,
  shownTime,
  frenchTime,
  monthGrid,
  monthLabel,
  monthOf,
  readyAt,
  scheduleWindows,
  shiftMonth,
  type CalendarMonth,
  type CollectSchedule,
} from './slots';

// The seeds' schedules (mock-api/seed/commerce.ts): Tuesday to Saturday, two windows a day, closed on 25 December.
const tuesdayToSaturday = (hours: [string, string][]) =>
  [2, 3, 4, 5, 6].flatMap((weekday) => hours.map(([open, close]) => ({ weekday, open, close })));
const CLOSED = ['2026-05-01', '2026-07-14', '2026-08-15', '2026-12-25'];
const salon: CollectSchedule = {
  id: 11,
  name: 'Retrait au salon',
  slots: tuesdayToSaturday([
    ['09:30', '12:30'],
    ['13:30', '19:00'],
  ]),
};
const caveau: CollectSchedule = {
  id: 21,
  name: 'Retrait au caveau',
  slots: tuesdayToSaturday([
    ['10:00', '12:00'],
    ['14:00', '18:00'],
  ]),
};
// CLICK_AND_COLLECT_HOURS of the seeds (mock-api/seed/site-parameters.ts).
const SALON_HOURS = 2;
const WINE_HOURS = 48;

/** What GET /calendar/{id}/date/allowed/{month}/{year} answers for the whole month before any time rule. */
function openDays(schedule: CollectSchedule, year: number, month: number): string[] {
  const out: string[] = [];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  for (let day = 1; day <= days; day++) {
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
    if (!CLOSED.includes(date) && schedule.slots.some((slot) => slot.weekday === weekday)) out.push(date);
  }
  return out;
}
const month = (schedule: CollectSchedule, year: number, m: number): CalendarMonth => ({
  schedule,
  dates: openDays(schedule, year, m),
});

// Wednesday 25 November 2026, 17:00 in Paris (UTC+1 in winter).
const WED_17H = new Date('2026-11-25T16:00:00Z');
const WED_16H = new Date('2026-11-25T15:00:00Z');

describe('readyAt: now + CLICK_AND_COLLECT_HOURS on the Paris clock', () => {
  it('adds the hours and reads the Paris wall clock', () => {
    expect(readyAt(WED_17H, SALON_HOURS)).toEqual({ date: '2026-11-25', time: '19:00' });
    expect(readyAt(WED_17H, WINE_HOURS)).toEqual({ date: '2026-11-27', time: '17:00' });
  });
  it('crosses midnight and the summer-time change as Paris does', () => {
    // Saturday 28 March 2026 23:00 in Paris (UTC+1) + 2 h: past midnight, on winter time still.
    expect(readyAt(new Date('2026-03-28T22:00:00Z'), 2)).toEqual({ date: '2026-03-29', time: '01:00' });
    // Sunday 29 March 00:30 (UTC+1) + 2 h: the clocks jump at 02:00, so the wall clock shows 03:30 summer time.
    expect(readyAt(new Date('2026-03-28T23:30:00Z'), 2)).toEqual({ date: '2026-03-29', time: '03:30' });
    // A negative or fractional value never moves the moment backwards.
    expect(readyAt(WED_17H, -5)).toEqual({ date: '2026-11-25', time: '17:00' });
  });
});

describe('allowedDates (the salon: CLICK_AND_COLLECT_HOURS 2)', () => {
  it('offers today while a window is still open at now + 2 h', () => {
    const dates = allowedDates([month(salon, 2026, 11)], WED_16H, SALON_HOURS);
    expect(dates[0]).toBe('2026-11-25');
  });
  it('drops today once its last window closes before now + 2 h (17:00 + 2 h = 19:00, the closing time)', () => {
    const dates = allowedDates([month(salon, 2026, 11)], WED_17H, SALON_HOURS);
    expect(dates).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
  });
  it('never offers a date the platform did not answer (closed days, Sundays and Mondays stay out)', () => {
    const dates = allowedDates([month(salon, 2026, 12)], WED_17H, SALON_HOURS);
    expect(dates).not.toContain('2026-12-25');
    expect(dates).not.toContain('2026-12-06'); // a Sunday
    expect(dates).not.toContain('2026-12-07'); // a Monday
    expect(dates).toContain('2026-12-01');
    expect(dates).toHaveLength(openDays(salon, 2026, 12).length);
  });
  it('drops a date the platform answered but which is already past on this clock (a page left open)', () => {
    const calendar = { schedule: salon, dates: ['2026-11-24', '2026-11-25', '2026-11-26'] };
    expect(allowedDates([calendar], WED_17H, SALON_HOURS)).toEqual(['2026-11-26']);
  });
  it('is empty for a month with nothing left', () => {
    expect(allowedDates([{ schedule: salon, dates: [] }], WED_17H, SALON_HOURS)).toEqual([]);
  });
});

describe('allowedDates (the wine estate: CLICK_AND_COLLECT_HOURS 48)', () => {
  it('offers nothing before now + 48 h, and the ready day while a window is open', () => {
    const dates = allowedDates([month(caveau, 2026, 11)], WED_17H, WINE_HOURS);
    // Ready on Friday 27 at 17:00: the 14:00–18:00 window is still open, so Friday counts; Thursday 26 does not.
    expect(dates).toEqual(['2026-11-27', '2026-11-28']);
  });
  it('drops the ready day when its last window closes before the order is ready', () => {
    // Wednesday 18:30 + 48 h = Friday 18:30, after the 18:00 closing.
    const dates = allowedDates([month(caveau, 2026, 11)], new Date('2026-11-25T17:30:00Z'), WINE_HOURS);
    expect(dates).toEqual(['2026-11-28']);
  });
  it('merges several schedules of one address, sorted, each date once', () => {
    const evening: CollectSchedule = {
      id: 22,
      name: 'Retrait en soirée',
      slots: [{ weekday: 1, open: '18:00', close: '20:00' }],
    };
    const dates = allowedDates(
      [month(caveau, 2026, 12), { schedule: evening, dates: ['2026-12-07', '2026-12-01'] }],
      WED_17H,
      WINE_HOURS,
    );
    expect(dates.slice(0, 3)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(dates).toContain('2026-12-07'); // the evening schedule's Monday
    expect(new Set(dates).size).toBe(dates.length);
    // A date the platform gave for a weekday the schedule does not open is not invented into a slot.
    expect(
      availableSchedules([{ schedule: evening, dates: ['2026-12-01'] }], '2026-12-01', WED_17H, WINE_HOURS),
    ).toEqual([]);
  });
});

describe('availableSchedules: the schedules of a date and their windows still open', () => {
  it('gives every window of a later day', () => {
    expect(availableSchedules([month(salon, 2026, 12)], '2026-12-01', WED_17H, SALON_HOURS)).toEqual([
      {
        id: 11,
        name: 'Retrait au salon',
        windows: [
          { open: '09:30', close: '12:30' },
          { open: '13:30', close: '19:00' },
        ],
      },
    ]);
  });
  it('on the ready day, drops the closed windows and starts the open one at the ready time', () => {
    // Wednesday 16:00 + 2 h = 18:00: the morning is gone, the afternoon starts at 18:00.
    expect(availableSchedules([month(salon, 2026, 11)], '2026-11-25', WED_16H, SALON_HOURS)).toEqual([
      { id: 11, name: 'Retrait au salon', windows: [{ open: '18:00', close: '19:00' }] },
    ]);
    // The wine estate at Wednesday 17:00 + 48 h: Friday from 17:00 to 18:00 only.
    expect(availableSchedules([month(caveau, 2026, 11)], '2026-11-27', WED_17H, WINE_HOURS)).toEqual([
      { id: 21, name: 'Retrait au caveau', windows: [{ open: '17:00', close: '18:00' }] },
    ]);
  });
  it('gives nothing for a date before the ready moment, a closed day or a date the platform refused', () => {
    expect(availableSchedules([month(caveau, 2026, 11)], '2026-11-26', WED_17H, WINE_HOURS)).toEqual([]);
    expect(availableSchedules([month(salon, 2026, 12)], '2026-12-25', WED_17H, SALON_HOURS)).toEqual([]);
    expect(availableSchedules([month(salon, 2026, 11)], '2026-11-25', WED_17H, SALON_HOURS)).toEqual([]);
  });
});

describe('scheduleWindows', () => {
  it("gives a day's windows sorted, all of them without a ready moment", () => {
    const unsorted = { ...salon, slots: [...salon.slots].reverse() };
    expect(scheduleWindows(unsorted, '2026-12-01')).toEqual([
      { open: '09:30', close: '12:30' },
      { open: '13:30', close: '19:00' },
    ]);
    expect(scheduleWindows(salon, '2026-11-30')).toEqual([]); // a Monday
    expect(scheduleWindows(salon, '2026-11-25', readyAt(WED_16H, SALON_HOURS))).toEqual([
      { open: '18:00', close: '19:00' },
    ]);
  });
});

describe('French dates and the month grid', () => {
  it('writes a date the French way, whatever the runtime zone', () => {
    expect(frenchDate('2026-12-01')).toBe('mardi 1 décembre 2026');
    expect(frenchDate('2026-11-29')).toBe('dimanche 29 novembre 2026');
    expect(monthLabel({ year: 2026, month: 12 })).toBe('décembre 2026');
    expect(frenchTime('09:30')).toBe('9\u00a0h\u00a030');
    expect(frenchTime('19:00')).toBe('19\u00a0h\u00a000');
  });
  it('shows a pick-up day and a ready time as spec §5 writes dates and date-times', () => {
    expect(shownDate('2026-12-01')).toBe('mardi 01/12/2026');
    expect(shownDate('2026-11-29')).toBe('dimanche 29/11/2026');
    expect(shownTime('18:00')).toBe('18:00:00');
    expect(shownTime('09:30')).toBe('09:30:00');
  });
  it('lays a month out in weeks starting on Monday', () => {
    const weeks = monthGrid({ year: 2026, month: 12 });
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // February 2027 starts on a Monday and has four full weeks.
    expect(monthGrid({ year: 2027, month: 2 })).toHaveLength(4);
  });
  it('moves by days and months across the year', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthOf('2026-11-25')).toEqual({ year: 2026, month: 11 });
  });
});
