'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, Menu, X } from '@/components/icon';
import { useHydrated } from '@/components/form/use-hydrated';
import type { MobileMenuPosition } from '../../header-style';
import { isActiveHref } from '../../menu';
import { MenuIcon, type MenuIconRef } from './menu-icon';
import { NavLink } from './nav-link';
import { useOpenOnPage } from './use-open-on-page';
import styles from './site-header.module.css';

/**
 * A menu entry as the drawer gets it: names and sanitized markup, not drawn icons, and no empty field. An entry's
 * drawn icon was some 250 bytes of the page's payload, for a drawer most visits never open (issue 19).
 */
export interface DrawerEntry extends MenuIconRef {
  id: number;
  label: string;
  href: string | null;
  children?: DrawerEntry[];
}

interface Props {
  entries: DrawerEntry[];
  side: MobileMenuPosition;
  strokeWidth: number;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The mobile top bar's menu button and its drawer (spec §2 mobile top bar): a modal <dialog> sliding in
 * from MOBILE_MENU_POSITION's side, the focus kept inside (Tab wraps), Escape, the close button, a tap
 * outside or a page change close it and the focus returns to the button. Sub-pages fold under their entry.
 */
export function MobileMenu({ entries, side, strokeWidth }: Props) {
  const t = useTranslations('header');
  const tShell = useTranslations('shell');
  // A page change closes the drawer (the header stays mounted across pages).
  const [open, setOpen] = useOpenOnPage();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  // Issue 17 §1: the drawer opens by script only; until hydrated the button is visibly waiting, not silently inert.
  const hydrated = useHydrated();
  // The drawer's entries are drawn at the first opening, not with the page: it opens by script only, and on every
  // page they were some 25 client items to hydrate and a hundred nodes to lay out for a menu most visits never open
  // (issue 19). The same links are in the page's HTML anyway, in the desktop menu.
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && element.open) {
      element.close();
    }
    if (!open) document.documentElement.style.overflow = '';
  }, [open]);
  useEffect(() => () => void (document.documentElement.style.overflow = ''), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={id}
        disabled={!hydrated}
        aria-busy={!hydrated || undefined}
        onClick={() => {
          setDrawn(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" size={26} strokeWidth={Math.max(strokeWidth, 1.5)} />
        <span>{t('menu')}</span>
      </button>
      <dialog
        ref={dialog}
        id={id}
        className={styles.drawer}
        data-side={side.toLowerCase()}
        aria-label={t('menu')}
        onKeyDown={onKeyDown}
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
        // A tap on the backdrop (the dialog itself, outside its panel) closes it.
        onClick={(event) => event.target === dialog.current && setOpen(false)}
      >
        <div className={styles.drawerPanel}>
          <div className={styles.drawerHead}>
            <span className={styles.drawerTitle}>{t('menu')}</span>
            <button
              type="button"
              className={styles.drawerClose}
              onClick={() => setOpen(false)}
              aria-label={t('closeMenu')}
            >
              <X aria-hidden="true" size={26} strokeWidth={Math.max(strokeWidth, 1.5)} />
            </button>
          </div>
          {drawn && (
            <nav aria-label={tShell('mainMenu')}>
              <ul className={styles.drawerList}>
                {entries.map((entry) => (
                  <DrawerItem key={entry.id} entry={entry} strokeWidth={strokeWidth} />
                ))}
              </ul>
            </nav>
          )}
        </div>
      </dialog>
    </>
  );
}

function DrawerItem({ entry, strokeWidth }: { entry: DrawerEntry; strokeWidth: number }) {
  const t = useTranslations('header');
  const pathname = usePathname() ?? '/';
  const id = useId();
  const children = entry.children ?? [];
  const hasChildren = children.length > 0;
  // A branch holding the current page starts unfolded.
  const holdsCurrent = children.some((child) => child.href !== null && isActiveHref(child.href, pathname, false));
  const [expanded, setExpanded] = useState(holdsCurrent);
  const content = (
    <>
      <MenuIcon icon={entry.icon} svg={entry.svg} strokeWidth={strokeWidth} />
      <span>{entry.label}</span>
    </>
  );
  return (
    <li>
      <div className={styles.drawerRow}>
        {entry.href !== null ? (
          <NavLink href={entry.href} exact={entry.href === '/'} className={styles.drawerLink}>
            {content}
          </NavLink>
        ) : hasChildren ? (
          <button
            type="button"
            className={styles.drawerLink}
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded(!expanded)}
          >
            {content}
            <ChevronDown className={styles.drawerChevron} aria-hidden="true" size={20} />
          </button>
        ) : (
          <span className={styles.drawerLink}>{content}</span>
        )}
        {hasChildren && entry.href !== null && (
          <button
            type="button"
            className={styles.drawerToggle}
            aria-expanded={expanded}
            aria-controls={id}
            aria-label={t(expanded ? 'hideSubPages' : 'showSubPages', { label: entry.label })}
            onClick={() => setExpanded(!expanded)}
          >
            <ChevronDown aria-hidden="true" size={20} />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul
          id={id}
          className={styles.drawerSublist}
          hidden={!expanded}
          aria-label={t('subPages', { label: entry.label })}
        >
          {children.map((child) => (
            <DrawerItem key={child.id} entry={child} strokeWidth={strokeWidth} />
          ))}
        </ul>
      )}
    </li>
  );
}
