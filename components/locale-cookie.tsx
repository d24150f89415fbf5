'use client';

import { useEffect } from 'react';
import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, resolveLocale } from '@/lib/locale';

/**
 * Spec §4/§9: keeps the locale cookie (365 days, path /, SameSite lax) in step with the locale the URL or
 * cookie selects. Written in the browser (js-cookie, design.md §5) so cached pages stay cacheable.
 */
export function LocaleCookie() {
  const pathname = usePathname();
  useEffect(() => {
    const current = Cookies.get(LOCALE_COOKIE);
    const locale = resolveLocale(pathname, current);
    if (current !== locale) {
      Cookies.set(LOCALE_COOKIE, locale, {
        expires: LOCALE_COOKIE_OPTIONS.maxAge / 86_400,
        path: LOCALE_COOKIE_OPTIONS.path,
        sameSite: LOCALE_COOKIE_OPTIONS.sameSite,
      });
    }
  }, [pathname]);
  return null;
}
