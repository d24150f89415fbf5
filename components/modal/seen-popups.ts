/**
 * Spec §2/§4 "Popups": once opened (and closed), a popup is recorded in localStorage, per site, so the
 * site can tell whether it was already seen. Storage failures (private mode, quota) read as "not seen"
 * and are otherwise ignored.
 */
export const seenPopupsKey = (siteId: number) => `popups-seen:${siteId}`;

function read(siteId: number): string[] {
  try {
    const raw = window.localStorage.getItem(seenPopupsKey(siteId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

export function isPopupSeen(siteId: number, popupId: string | number): boolean {
  return read(siteId).includes(String(popupId));
}

export function markPopupSeen(siteId: number, popupId: string | number): void {
  const seen = read(siteId);
  if (seen.includes(String(popupId))) return;
  try {
    window.localStorage.setItem(seenPopupsKey(siteId), JSON.stringify([...seen, String(popupId)]));
  } catch {
    // Not recorded: it will show again, which is harmless.
  }
}
