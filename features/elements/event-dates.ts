import { once } from '@/lib/once';

// Spec §5 date-times (dd/mm/yyyy hh:mm:ss) on the Paris clock, after the weekday: « samedi 12/12/2026 17:00:00 ».
// Intl writes them directly (the same text as lib/format/date.ts's formatDateTime, checked by event-dates.test.ts),
// so the element list, a client component on every site page's route, does not carry the date parser.
const PARIS = { timeZone: 'Europe/Paris', hourCycle: 'h23' } as const;
const moment = once(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      ...PARIS,
      weekday: 'long',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);
const time = once(
  () => new Intl.DateTimeFormat('fr-FR', { ...PARIS, hour: '2-digit', minute: '2-digit', second: '2-digit' }),
);
const dayKey = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }));

/**
 * An event's dates on the Paris clock whatever the server's zone: « samedi 12/12/2026 17:00:00 – 19:00:00 », or both
 * days when it spans several. Null without a readable start.
 */
export function eventWhen(startsAt: string | null, endsAt: string | null): string | null {
  if (!startsAt) return null;
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return null;
  const end = endsAt ? new Date(endsAt) : null;
  if (!end || Number.isNaN(end.getTime())) return moment().format(start);
  const sameDay = dayKey().format(start) === dayKey().format(end);
  return `${moment().format(start)} – ${(sameDay ? time() : moment()).format(end)}`;
}

/** Whether an event is over (its end, else its start, is before `now`). */
export function isPast(element: { startsAt: string | null; endsAt: string | null }, now: Date): boolean {
  const last = element.endsAt ?? element.startsAt;
  return last !== null && new Date(last).getTime() < now.getTime();
}
