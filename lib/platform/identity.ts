// Who a platform call is made for (spec §6 cookies, §7 default headers): shared by the server's fetch (core.ts), the
// axios clients and the browser. No zod and no axios here, so importing it costs a page nothing.

/** Cookies of spec §6: the session token (HttpOnly, never readable by browser JavaScript) and the site id. */
export const TOKEN_COOKIE = 'token';
export const SITE_COOKIE = 'idSite';

/** spec §7 `userLang`: the storefront is French only. */
export const PLATFORM_LOCALE = 'fr_FR';

export interface PlatformIdentity {
  /** spec §7 default header `idSite`; the browser's client leaves it to the proxy, which takes it from the host. */
  siteId?: number;
  /** The session token (server side only): sent as `Authorization: Bearer …`. */
  token?: string | null;
  /** spec §7 `userLang`; fr_FR by default. */
  locale?: string;
}

/** The headers of spec §7: `userLang` always, `idSite` and `Authorization` when known. */
export function platformHeaders({ siteId, token, locale }: PlatformIdentity = {}): Record<string, string> {
  const headers: Record<string, string> = { userLang: locale ?? PLATFORM_LOCALE };
  if (siteId !== undefined) headers.idSite = String(siteId);
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
