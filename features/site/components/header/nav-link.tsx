'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { isActiveHref } from '../../menu';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & {
  href: string;
  /** Home-like links: active only on their own path, never as an ancestor. */
  exact?: boolean;
};

/**
 * A menu link that knows the current page: `aria-current="page"` on it, `data-active="branch"` on a
 * link whose sub-page is open. The only per-path part of the cached, server-rendered header.
 */
export function NavLink({ href, exact = false, ...rest }: Props) {
  const pathname = usePathname() ?? '/';
  const current = isActiveHref(href, pathname, true);
  const branch = !current && !exact && isActiveHref(href, pathname, false);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      data-active={branch ? 'branch' : undefined}
      {...rest}
    />
  );
}
