import { parisClock } from '@/lib/format/date';
import type { Element } from '@/lib/platform/schemas/content';

/**
 * An instant as ISO 8601 on the Paris clock with its offset ("2026-12-12T17:00:00+01:00"): search engines show
 * an event's time as the organiser's, and a French event's is Paris time (winter +01:00, summer +02:00).
 */
export function parisIso(value: string | null): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  const clock = parisClock(date);
  if (!clock) return undefined;
  const { year, month, day, hour, minute, second } = clock;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const offset = Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

export interface EventContext {
  /** The event page's absolute URL, when the site has a public origin. */
  url: string | null;
  /** The picture's absolute URL. */
  image: string | null;
  organizer: { name: string; url: string | null } | null;
}

/**
 * An element with a start date as a schema.org Event: name, description, Paris-time dates, place, picture,
 * organiser, and availability of its seats (an Offer with no price: registration is free). Null for an element
 * without a start (a footer link, a logo: not an event).
 */
export function eventJsonLd(element: Element, context: EventContext): Record<string, unknown> | null {
  const startDate = parisIso(element.startsAt);
  if (!startDate) return null;
  const availability = element.isFull
    ? 'https://schema.org/SoldOut'
    : element.isRegistrationOpen
      ? 'https://schema.org/InStock'
      : undefined;
  const entries: [string, unknown][] = [
    ['@context', 'https://schema.org'],
    ['@type', 'Event'],
    ['name', element.title],
    ['description', element.summary || undefined],
    ['startDate', startDate],
    ['endDate', parisIso(element.endsAt)],
    ['eventStatus', 'https://schema.org/EventScheduled'],
    ['eventAttendanceMode', 'https://schema.org/OfflineEventAttendanceMode'],
    [
      'location',
      element.location ? { '@type': 'Place', name: element.location, address: element.location } : undefined,
    ],
    ['image', context.image ?? undefined],
    ['url', context.url ?? undefined],
    [
      'organizer',
      context.organizer
        ? { '@type': 'Organization', name: context.organizer.name, url: context.organizer.url ?? undefined }
        : undefined,
    ],
    [
      'offers',
      availability
        ? { '@type': 'Offer', price: 0, priceCurrency: 'EUR', availability, url: context.url ?? undefined }
        : undefined,
    ],
    ['maximumAttendeeCapacity', element.capacity ?? undefined],
    ['remainingAttendeeCapacity', element.remainingSeats ?? undefined],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}
