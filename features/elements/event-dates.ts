import { formatDateTime, formatTime, formatWeekday } from '@/lib/format/date';

/** A moment of an event as spec §5 writes date-times (dd/mm/yyyy hh:mm:ss, Paris clock), after its weekday. */
const moment = (instant: string) => `${formatWeekday(instant)} ${formatDateTime(instant)}`;

/**
 * An event's dates on the Paris clock whatever the server's zone: « samedi 12/12/2026 17:00:00 – 19:00:00 », or both
 * days when it spans several. Null without a readable start.
 */
export function eventWhen(startsAt: string | null, endsAt: string | null): string | null {
  if (!startsAt || !formatDateTime(startsAt)) return null;
  if (!endsAt || !formatDateTime(endsAt)) return moment(startsAt);
  const sameDay = formatDateTime(startsAt).slice(0, 10) === formatDateTime(endsAt).slice(0, 10);
  return `${moment(startsAt)} – ${sameDay ? formatTime(endsAt) : moment(endsAt)}`;
}

/** Whether an event is over (its end, else its start, is before `now`). */
export function isPast(element: { startsAt: string | null; endsAt: string | null }, now: Date): boolean {
  const last = element.endsAt ?? element.startsAt;
  return last !== null && new Date(last).getTime() < now.getTime();
}
