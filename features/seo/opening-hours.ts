/**
 * Opening hours of spec §3 (one free-text parameter per weekday, MONDAY_HOURS … SUNDAY_HOURS) turned into
 * schema.org `OpeningHoursSpecification`s for the home page's JSON-LD.
 *
 * The owner types these strings by hand ("9h00 – 19h00", "10h00 – 12h00 et 14h00 – 18h00", "Fermé",
 * "Sur rendez-vous"). A day is published only when its whole text is understood: a value we cannot read is
 * left out, never guessed, so search engines are never told a wrong time.
 */

export const WEEKDAYS = [
  ['MONDAY_HOURS', 'Monday'],
  ['TUESDAY_HOURS', 'Tuesday'],
  ['WEDNESDAY_HOURS', 'Wednesday'],
  ['THURSDAY_HOURS', 'Thursday'],
  ['FRIDAY_HOURS', 'Friday'],
  ['SATURDAY_HOURS', 'Saturday'],
  ['SUNDAY_HOURS', 'Sunday'],
] as const;

export type DayOfWeek = (typeof WEEKDAYS)[number][1];

/** One opening interval, times as schema.org wants them ("09:00"). */
export interface Interval {
  opens: string;
  closes: string;
}

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: DayOfWeek[];
  opens: string;
  closes: string;
}

const CLOSED = /^(ferm[ée]e?|closed)$/i;
// "9h", "9h00", "09:30", "9 h 30", "9H30"; minutes optional after "h", required after ":".
const TIME = String.raw`(\d{1,2})\s*(?:[hH]\s*(\d{2})?|:\s*(\d{2}))`;
// "9h00 – 19h00", "9h-12h", "de 9h à 12h", "9h00 a 12h00".
const INTERVAL = new RegExp(String.raw`^(?:de\s+)?${TIME}\s*(?:[-–—]|à|a)\s*${TIME}$`, 'i');
// Intervals are joined by "et", a comma, a semicolon, a slash or "&".
const SEPARATOR = /\s*(?:\bet\b|[,;/&])\s*/i;

function time(hours: string, minutes: string | undefined): { text: string; minutes: number } | null {
  const h = Number(hours);
  const m = Number(minutes ?? '0');
  if (h > 24 || m > 59 || (h === 24 && m !== 0)) return null;
  return { text: `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`, minutes: h * 60 + m };
}

/**
 * The intervals of one day: `[]` when the day says it is closed, `null` when the text is empty or not
 * understood in full (then the day is left out). Intervals must be in order and not overlap.
 */
export function parseDayHours(raw: string | null | undefined): Interval[] | null {
  const text = (raw ?? '')
    .replace(/\u00a0/g, ' ')
    .trim()
    .replace(/\.$/, '');
  if (!text) return null;
  if (CLOSED.test(text)) return [];
  const intervals: Interval[] = [];
  let previousClose = -1;
  for (const part of text.split(SEPARATOR)) {
    const match = INTERVAL.exec(part.trim());
    if (!match) return null;
    const opens = time(match[1]!, match[2] ?? match[3]);
    const closes = time(match[4]!, match[5] ?? match[6]);
    if (!opens || !closes || closes.minutes <= opens.minutes || opens.minutes < previousClose) return null;
    previousClose = closes.minutes;
    intervals.push({ opens: opens.text, closes: closes.text });
  }
  return intervals;
}

/**
 * The week's specifications from the parameters: one per distinct interval, listing every day that has it
 * (schema.org allows several days per specification). Closed and unreadable days have none.
 */
export function openingHoursSpecification(
  parameters: Readonly<Record<string, string | null | undefined>>,
): OpeningHoursSpecification[] {
  const byInterval = new Map<string, OpeningHoursSpecification>();
  for (const [type, day] of WEEKDAYS) {
    for (const { opens, closes } of parseDayHours(parameters[type]) ?? []) {
      const key = `${opens}-${closes}`;
      const spec = byInterval.get(key) ?? { '@type': 'OpeningHoursSpecification', dayOfWeek: [], opens, closes };
      spec.dayOfWeek.push(day);
      byInterval.set(key, spec);
    }
  }
  return [...byInterval.values()];
}
