import type { SitePopup } from './api/get-site-popup';

/** Whether the popup shows on this page now: on its pages (all when none listed), and not already seen unless it shows on every reload. */
export function popupShouldShow(
  popup: Pick<SitePopup, 'paths' | 'showOnEveryReload'>,
  pathname: string,
  seen: boolean,
): boolean {
  if (popup.paths && !popup.paths.includes(pathname)) return false;
  return popup.showOnEveryReload || !seen;
}
