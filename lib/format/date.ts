/**
 * Display of dates (spec §5): dd/mm/yyyy, and dd/mm/yyyy hh:mm:ss for date-times, on the
 * French clock (Europe/Paris) so that the server and every visitor's browser show the same text.
 * Invalid input gives '' rather than 'Invalid Date' in the page.
 */

export type DateInput = Date | string | null | undefined;

import { once } from '@/lib/once';

const TIME_ZONE = 'Europe/Paris';

/** Built once, on first use: Intl formatters are costly to create (lib/once.ts). hourCycle h23 avoids '24:00:00' at midnight. */
const parisFormat = once(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** yyyy-mm-dd, optionally followed by a time ('T' or space) and an optional zone. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function isValidClock(c: WallClock): boolean {
  return (
    c.month >= 1 &&
    c.month <= 12 &&
    c.day >= 1 &&
    c.day <= daysInMonth(c.year, c.month) &&
    c.hour <= 23 &&
    c.minute <= 59 &&
    c.second <= 59
  );
}

/** The date and time a clock in Paris shows at `instant`; null for an invalid Date. */
export function parisClock(instant: Date): WallClock | null {
  if (Number.isNaN(instant.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of parisFormat().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute, second } = parts;
  if (year === undefined || month === undefined || day === undefined) return null;
  return { year, month, day, hour: hour ?? 0, minute: minute ?? 0, second: second ?? 0 };
}

/**
 * The Paris wall clock of an input. A bare yyyy-mm-dd is a calendar date, not an instant, so it
 * is shown as written in every zone; a date-time without a zone is taken as already French time
 * (the platform is French) instead of the runtime's zone, which differs between server and
 * browser. Other strings are refused rather than left to the engine's loose Date parsing.
 */
function toClock(value: DateInput): WallClock | null {
  if (value instanceof Date) return parisClock(value);
  if (typeof value !== 'string') return null;
  const match = ISO.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, zone] = match;
  const clock: WallClock = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h ?? 0),
    minute: Number(mi ?? 0),
    second: Number(s ?? 0),
  };
  if (!isValidClock(clock)) return null;
  if (zone === undefined) return clock;
  return parisClock(new Date(value.trim().replace(' ', 'T')));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** dd/mm/yyyy on the French calendar; '' for a missing or invalid value. */
export function formatDate(value: DateInput): string {
  const c = toClock(value);
  return c ? `${pad(c.day)}/${pad(c.month)}/${pad(c.year, 4)}` : '';
}

/** dd/mm/yyyy hh:mm:ss on the French clock (24 h); a bare date shows 00:00:00; '' when invalid. */
export function formatDateTime(value: DateInput): string {
  const c = toClock(value);
  return c ? `${pad(c.day)}/${pad(c.month)}/${pad(c.year, 4)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}` : '';
}

/** hh:mm:ss on the French clock, the time half of `formatDateTime`; '' for a missing or invalid value. */
export function formatTime(value: DateInput): string {
  const c = toClock(value);
  return c ? `${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}` : '';
}

const weekdayName = once(() => new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' }));

/**
 * « samedi »: the French weekday of the day `formatDate` shows (the Paris calendar), written before a date where the
 * day of the week helps a choice (an event, a pick-up day); '' for a missing or invalid value.
 */
export function formatWeekday(value: DateInput): string {
  const c = toClock(value);
  return c ? weekdayName().format(new Date(Date.UTC(c.year, c.month - 1, c.day, 12))) : '';
}
