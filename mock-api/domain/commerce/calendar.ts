import type { ScheduleSlot } from '../../db/schema';

/** The shop's clock: schedules are local times of mainland France. */
export const SHOP_TIME_ZONE = 'Europe/Paris';

const localFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the shop's local date and time: { date: 'yyyy-mm-dd', time: 'HH:MM' }. */
export function localDateTime(instant: Date): { date: string; time: string } {
  const [date = '', time = ''] = localFormat.format(instant).split(' ');
  return { date, time };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export function isoWeekday(year: number, month: number, day: number): number {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export interface AllowedDatesInput {
  year: number;
  /** 1–12 */
  month: number;
  slots: readonly ScheduleSlot[];
  closedDates?: readonly string[];
  now: Date;
  /** CLICK_AND_COLLECT_HOURS: an order is ready that many hours after it is placed. */
  preparationHours: number;
}

/**
 * The pick-up dates of a month (yyyy-mm-dd): days whose weekday has an opening slot, not
 * closed, and with a slot still open once the order is ready (now + preparation hours), so no
 * date is earlier than that moment.
 */
export function allowedDates(input: AllowedDatesInput): string[] {
  const ready = localDateTime(new Date(input.now.getTime() + input.preparationHours * 3_600_000));
  const closed = new Set(input.closedDates ?? []);
  const daysInMonth = new Date(Date.UTC(input.year, input.month, 0)).getUTCDate();
  const out: string[] = [];
  for (let day = 1; day <= daysInMonth; day++) {
    const date = `${input.year}-${pad(input.month)}-${pad(day)}`;
    if (date < ready.date || closed.has(date)) continue;
    const weekday = isoWeekday(input.year, input.month, day);
    const slots = input.slots.filter((slot) => slot.weekday === weekday);
    const open = date > ready.date ? slots.length > 0 : slots.some((slot) => slot.close > ready.time);
    if (open) out.push(date);
  }
  return out;
}
