'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from '@/components/icon';
import { useHydrated } from '@/components/form/use-hydrated';
import { isActiveHref } from '../../menu';
import { NavLink } from './nav-link';
import { useOpenOnPage } from './use-open-on-page';
import styles from './site-header.module.css';

interface Props {
  /** The entry's own page; null for a heading-only entry (isText), which is a button. */
  href: string | null;
  /** Icon and label, rendered on the server. */
  label: ReactNode;
  /** Accessible name of the sub-menu ("Sous-pages de Femme"). */
  submenuLabel: string;
  /** Hrefs of the sub-pages, to mark a heading-only entry whose sub-page is open. */
  childHrefs: string[];
  /** The sub-pages' <li> elements, rendered on the server. */
  children: ReactNode;
}

/**
 * A desktop menu entry with sub-pages (spec §2 desktop top bar): hovering it or moving the keyboard
 * focus into it opens the sub-menu, Escape closes it and puts the focus back on the entry, ArrowDown
 * opens it and goes to the first sub-page. Before hydration, CSS opens it on hover and focus.
 */
export function SubmenuItem({ href, label, submenuLabel, childHrefs, children }: Props) {
  // A page change closes the sub-menu (the header stays mounted across pages).
  const [open, setOpen] = useOpenOnPage();
  const ready = useHydrated();
  const item = useRef<HTMLLIElement>(null);
  // Set by Escape: focus moving back to the entry must not open it again until the focus or the mouse leaves.
  const dismissed = useRef(false);
  // Opened by a click on a heading-only entry (rather than by hover or focus).
  const pinned = useRef(false);
  const id = useId();
  const pathname = usePathname() ?? '/';
  const branchActive = href === null && childHrefs.some((child) => isActiveHref(child, pathname, false));

  useEffect(() => {
    if (!open) pinned.current = false;
  }, [open]);

  const trigger = () => item.current?.querySelector<HTMLElement>('[data-submenu-trigger]');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      dismissed.current = true;
      setOpen(false);
      trigger()?.focus();
    } else if (event.key === 'ArrowDown' && event.target === trigger()) {
      event.preventDefault();
      dismissed.current = false;
      setOpen(true);
      requestAnimationFrame(() => item.current?.querySelector<HTMLElement>(`[id="${id}"] a`)?.focus());
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (item.current?.contains(event.relatedTarget as Node | null)) return;
    dismissed.current = false;
    setOpen(false);
  };

  const common = { 'data-submenu-trigger': '', 'aria-expanded': open, 'aria-controls': id, className: styles.link };
  return (
    <li
      ref={item}
      className={styles.item}
      data-ready={ready ? '' : undefined}
      data-open={open ? '' : undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => {
        dismissed.current = false;
        setOpen(false);
      }}
      onFocus={() => {
        if (!dismissed.current) setOpen(true);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {href !== null ? (
        <NavLink href={href} {...common}>
          {label}
          <ChevronDown className={styles.chevron} aria-hidden="true" size={14} />
        </NavLink>
      ) : (
        <button
          type="button"
          {...common}
          data-active={branchActive ? 'branch' : undefined}
          onClick={() => {
            // Hover or focus opened it already: the click keeps it open; a second click closes it.
            const close = open && pinned.current;
            pinned.current = !close;
            dismissed.current = close;
            setOpen(!close);
          }}
        >
          {label}
          <ChevronDown className={styles.chevron} aria-hidden="true" size={14} />
        </button>
      )}
      <ul id={id} className={styles.submenu} aria-label={submenuLabel}>
        {children}
      </ul>
    </li>
  );
}
