import { formatFrenchNumber } from '@/lib/format/number';

/** A rating as French readers write it: one decimal at most, a decimal comma ("4,5", "5"). */
export const frenchRating = (rating: number): string =>
  formatFrenchNumber(Math.round(rating * 10) / 10, { maximum: 1 });

/**
 * How much of each of the five stars is filled (0 to 1), by halves: 4.3 → four full stars and a half.
 * Ratings outside 0..5 are clamped.
 */
export function starFills(rating: number): number[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2;
  return [0, 1, 2, 3, 4].map((i) => Math.min(1, Math.max(0, halves - i)));
}

/** A safe link for "leave a review": the page's own http(s) URL, else a maps search for the business. */
export function reviewLink(configured: unknown, business: string | null): string | null {
  if (typeof configured === 'string') {
    try {
      const url = new URL(configured.trim());
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // fall through to the maps search
    }
  }
  return business ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(business)}` : null;
}
