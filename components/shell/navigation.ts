/**
 * Pure rules of the shell's client navigations (spec §2): which clicks start a page change (progress bar
 * and out-in transition), how to scroll after it (SCROLL_TO_TOP_BEHAVIOR), whether to replay the
 * entrance animation (REPEAT_ANIMATION).
 */

export type ScrollMode = 'smooth' | 'instant';

/** SCROLL_TO_TOP_BEHAVIOR: 'SMOOTH' or 'INSTANT' (default smooth); reduced motion always jumps. */
export function scrollModeOf(parameter: string | null | undefined, prefersReducedMotion: boolean): ScrollMode {
  if (prefersReducedMotion) return 'instant';
  return parameter?.trim().toUpperCase() === 'INSTANT' ? 'instant' : 'smooth';
}

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * The URL a click navigates to inside the app, or null when it is not a page change we handle: modified
 * or non-primary clicks, new tabs, downloads, other origins, and same-page links (hash or query only,
 * which keep the page: the browser or Next scrolls to the anchor).
 */
export function pageChangeTarget(click: ClickLike, anchor: AnchorLike, current: URL): URL | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
    return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return null;
  if (url.pathname === current.pathname) return null;
  return url;
}

/**
 * REPEAT_ANIMATION: on, the entrance animation plays every time a page is shown; off (default), only
 * the first time each page is shown during the visit.
 */
export function shouldAnimateEntrance(repeatAnimation: boolean, alreadyShown: boolean): boolean {
  return repeatAnimation || !alreadyShown;
}
