/** Pure rules of the fullscreen slider (spec §2), kept apart from swiper so they are tested alone. */

/** The index `delta` steps away, wrapping around both ends (last → first, first → last). */
export function wrapIndex(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/** Keeps a requested start index inside the gallery. */
export function clampIndex(index: number, total: number): number {
  if (total <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), total - 1);
}

/** The counter of spec §2: "current/total", 1-based. */
export const counterText = (index: number, total: number): string => `${total === 0 ? 0 : index + 1}/${total}`;

/** What a key does while the slider is open. */
export function keyAction(key: string): 'previous' | 'next' | 'close' | null {
  if (key === 'ArrowLeft' || key === 'Left') return 'previous';
  if (key === 'ArrowRight' || key === 'Right') return 'next';
  if (key === 'Escape' || key === 'Esc') return 'close';
  return null;
}
