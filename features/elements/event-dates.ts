import { once } from '@/lib/once';

/**
 * An event's dates as a visitor in France reads them, on the Paris clock whatever the server's zone:
 * « samedi 12 décembre 2026, 17:00 – 19:00 », or both days when it spans several.
 */
const day = once(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }),
);
const time = once(
  () => new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' }),
);
const dayKey = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }));

export function eventWhen(startsAt: string | null, endsAt: string | null): string | null {
  if (!startsAt) return null;
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return null;
  const end = endsAt ? new Date(endsAt) : null;
  const startText = `${day().format(start)}, ${time().format(start)}`;
  if (!end || Number.isNaN(end.getTime())) return startText;
  if (dayKey().format(start) === dayKey().format(end)) return `${startText} – ${time().format(end)}`;
  return `${startText} – ${day().format(end)}, ${time().format(end)}`;
}

/** Whether an event is over (its end, else its start, is before `now`). */
export function isPast(element: { startsAt: string | null; endsAt: string | null }, now: Date): boolean {
  const last = element.endsAt ?? element.startsAt;
  return last !== null && new Date(last).getTime() < now.getTime();
}
