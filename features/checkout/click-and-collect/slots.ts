import type { z } from 'zod';
import type { scheduleSchema } from '@/lib/platform/schemas/shop';
import { formatDate, formatTime, formatWeekday } from '@/lib/format/date';
import { once } from '@/lib/once';

// Click-and-collect dates and schedules (spec §3 Checkout state `clickAndCollect`, §9 CLICK_AND_COLLECT_HOURS), pure:
// the picker's rules, on the shop's clock (Europe/Paris), whatever the browser's zone. The platform already leaves out
// closed days and dates before now + CLICK_AND_COLLECT_HOURS (GET /calendar/{id}/date/allowed/{month}/{year}); the
// same rule is applied again here with the browser's `now`, so a page left open does not offer a slot gone meanwhile,
// and the windows of the ready day start at the ready time.

/** A click-and-collect schedule of a company address (GET /company/address → `schedules`); its id is a calendar id. */
export type CollectSchedule = z.infer<typeof scheduleSchema>;
/** One calendar's answer for a month: the schedule and the dates GET /calendar/{id}/date/allowed/… gave. */
export type CalendarMonth = { schedule: CollectSchedule; dates: readonly string[] };
export type YearMonth = { year: number; month: number };
/** A time window of a day, 'HH:MM' in Paris. */
export type CollectWindow = { open: string; close: string };
/** A schedule offered on a date, with the windows still open then. */
export type AvailableSchedule = { id: number; name: string; windows: CollectWindow[] };

export const SHOP_TIME_ZONE = 'Europe/Paris';

const wallClock = once(
  () =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/**
 * When an order placed `now` is ready (now + CLICK_AND_COLLECT_HOURS), as Paris dates and times: { date: 'yyyy-mm-dd',
 * time: 'HH:MM' }. A negative or missing value counts as 0.
 */
export function readyAt(now: Date, clickAndCollectHours: number): { date: string; time: string } {
  const hours = Number.isFinite(clickAndCollectHours) ? Math.max(0, clickAndCollectHours) : 0;
  const [date = '', time = ''] = wallClock()
    .format(new Date(now.getTime() + hours * 3_600_000))
    .split(' ');
  return { date, time };
}

const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (utc: Date) => `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
/** A calendar date (yyyy-mm-dd) as midnight UTC, for day arithmetic free of any zone. */
const utcDay = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date, as the schedules' slots count them. */
export const isoWeekday = (date: string): number => utcDay(date).getUTCDay() || 7;

export const addDays = (date: string, days: number): string => {
  const utc = utcDay(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return toIso(utc);
};

export const monthOf = (date: string): YearMonth => {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return { year, month };
};

export const shiftMonth = ({ year, month }: YearMonth, by: number): YearMonth => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

export const compareMonths = (a: YearMonth, b: YearMonth): number => a.year * 12 + a.month - (b.year * 12 + b.month);

/** No ready moment: every window of the day. */
const ANY_TIME = { date: '0000-00-00', time: '00:00' };

/**
 * The windows of `schedule` on `date` (its weekday's slots), sorted; with `ready` (readyAt), only those still open then,
 * the ready day's starting at the ready time.
 */
export function scheduleWindows(
  schedule: CollectSchedule,
  date: string,
  ready: { date: string; time: string } = ANY_TIME,
): CollectWindow[] {
  if (date < ready.date) return [];
  const weekday = isoWeekday(date);
  return schedule.slots
    .filter((slot) => slot.weekday === weekday && slot.open < slot.close)
    .filter((slot) => date > ready.date || slot.close > ready.time)
    .map((slot) => ({
      open: date === ready.date && slot.open < ready.time ? ready.time : slot.open,
      close: slot.close,
    }))
    .sort((a, b) => a.open.localeCompare(b.open));
}

/**
 * The schedules a customer may choose on `date`: those whose calendar answered the date and with a window still open
 * at now + CLICK_AND_COLLECT_HOURS (no slot earlier than that moment), in the order of `calendars`.
 */
export function availableSchedules(
  calendars: readonly CalendarMonth[],
  date: string,
  now: Date,
  clickAndCollectHours: number,
): AvailableSchedule[] {
  const ready = readyAt(now, clickAndCollectHours);
  return calendars.flatMap(({ schedule, dates }) => {
    if (!dates.includes(date)) return [];
    const windows = scheduleWindows(schedule, date, ready);
    return windows.length ? [{ id: schedule.id, name: schedule.name, windows }] : [];
  });
}

/**
 * The dates to offer in a month: the platform's allowed dates of the address's calendars, merged and sorted, keeping
 * only those with a schedule still available (a day with no remaining slot is not offered).
 */
export function allowedDates(calendars: readonly CalendarMonth[], now: Date, clickAndCollectHours: number): string[] {
  const candidates = [...new Set(calendars.flatMap((calendar) => calendar.dates))].sort();
  return candidates.filter((date) => availableSchedules(calendars, date, now, clickAndCollectHours).length > 0);
}

// French display. The dates are calendar dates: formatted at noon UTC in UTC, so no zone can shift them a day.
const longDate = once(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const longMonth = once(() => new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', month: 'long', year: 'numeric' }));
const noonUtc = (date: string) => new Date(utcDay(date).getTime() + 12 * 3_600_000);

/** « mardi 1 décembre 2026 »: a day in words, as a screen reader says a day of the calendar grid. */
export const frenchDate = (date: string): string => longDate().format(noonUtc(date));

/** « mardi 01/12/2026 »: a pick-up day as the page shows it, its weekday then the date as spec §5 writes dates. */
export const shownDate = (date: string): string => `${formatWeekday(date)} ${formatDate(date)}`;

/** « 09:30:00 » from '09:30': the time of a date-time as spec §5 writes it (the moment an order is ready). */
export const shownTime = (time: string): string => formatTime(`2000-01-01T${time}`);

/** « décembre 2026 ». */
export const monthLabel = ({ year, month }: YearMonth): string =>
  longMonth().format(new Date(Date.UTC(year, month - 1, 15)));

/** « 9 h 30 » from '09:30' (French typography for times; no-break spaces, so a time never splits across lines). */
export const frenchTime = (time: string): string => {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}\u00a0h\u00a0${minutes}`;
};

/** The month in weeks from Monday to Sunday: each a 7-cell row, null outside the month. */
export function monthGrid({ year, month }: YearMonth): (string | null)[][] {
  const first = `${year}-${pad(month)}-01`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${year}-${pad(month)}-${pad(day)}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The click-and-collect choice of spec §3 Checkout state `clickAndCollect` (date, idAddress, idSchedule). */
export type CollectSlot = { idAddress: number; date: string; idSchedule: number };

/**
 * Whether a picker's value is complete enough for an order (POST /order's idSchedule + dateSchedule). Here, not
 * beside the picker: the delivery step checks it without loading the picker's chunk.
 */
export const isCompleteSlot = (value: Partial<CollectSlot> | null | undefined): value is CollectSlot =>
  !!value && value.idAddress !== undefined && value.date !== undefined && value.idSchedule !== undefined;
