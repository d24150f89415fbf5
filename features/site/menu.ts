import type { PageNode } from '@/lib/platform/schemas/site';
import { barePath, linkTarget } from '@/lib/site/tree';

/** A menu entry built from the page tree (spec §3 Page): what both bars render. */
export interface MenuEntry {
  id: number;
  label: string;
  /** Null for a heading-only entry (isText): it opens its sub-pages and goes nowhere. */
  href: string | null;
  /** The page's menuIcon name (Font Awesome style), as given. */
  icon: string | null;
  children: MenuEntry[];
}

export interface Menu {
  main: MenuEntry[];
  /** isFixedOnRight pages: kept at the right end of the desktop bar. */
  right: MenuEntry[];
}

export function pageHref(node: PageNode): string | null {
  if (node.isText) return null;
  if (node.isHome) return '/';
  if (node.link.type === 'SELF' && node.link.url) return linkTarget(node);
  return `/${node.url}`;
}

/**
 * Whether a link leads to the contact page itself, once HIDE_CONTACT_PAGE hides it (its path, or null when the page
 * is shown). A link to a section of it ("/nous-contacter#rendez-vous") is another entry the owner made: it stays.
 */
export const isHiddenContactLink = (href: string | null, hiddenContactPath: string | null): boolean =>
  href != null && hiddenContactPath != null && !href.includes('#') && barePath(href) === barePath(hiddenContactPath);

/** The contact page's path when the site hides it from its menus and footer, else null. */
export function hiddenContactPath(tree: readonly PageNode[], hide: boolean): string | null {
  const contact = hide ? contactPage(tree) : null;
  return contact ? pageHref(contact) : null;
}

const shown = (node: PageNode, hiddenContact: string | null) =>
  node.showInMenu &&
  node.isValid &&
  !(hiddenContact != null && node.cms.route === 'contact') &&
  !isHiddenContactLink(pageHref(node), hiddenContact);

const toEntry = (node: PageNode, hiddenContact: string | null): MenuEntry => ({
  id: node.id,
  label: (node.menuTitle ?? '').trim() || node.title,
  href: pageHref(node),
  icon: node.menuIcon,
  children: node.children.filter((child) => shown(child, hiddenContact)).map((child) => toEntry(child, hiddenContact)),
});

/**
 * The menu of a site: pages shown in the menu, home hidden on HIDE_HOMEPAGE_IN_MENU, the contact page (and links to
 * it) hidden on HIDE_CONTACT_PAGE (`hiddenContactPath`; the page itself stays reachable by its URL), right-fixed apart.
 */
export function buildMenu(tree: readonly PageNode[], hideHome: boolean, hiddenContact: string | null = null): Menu {
  const entries = tree.filter((node) => shown(node, hiddenContact) && !(hideHome && node.isHome));
  return {
    main: entries.filter((node) => !node.isFixedOnRight).map((node) => toEntry(node, hiddenContact)),
    right: entries.filter((node) => node.isFixedOnRight).map((node) => toEntry(node, hiddenContact)),
  };
}

/** The path a visitor sees for the current route: the internal per-site prefix is dropped. */
export const visiblePath = (pathname: string): string => pathname.replace(/^\/site\/\d+(?=\/|$)/, '') || '/';

/** Whether a menu link is the current page, or (for an ancestor) contains it. */
export function isActiveHref(href: string, pathname: string, exact: boolean): boolean {
  // A link to a section ("/nous-contacter#rendez-vous") is not the page itself: only its page's link is marked.
  if (href.includes('#')) return false;
  const current = barePath(visiblePath(pathname));
  const target = barePath(href);
  if (current === target) return true;
  return !exact && target !== '/' && current.startsWith(`${target}/`);
}

/** The page whose screen is the contact form (cms.route 'contact'), anywhere in the tree. */
export function contactPage(tree: readonly PageNode[]): PageNode | null {
  for (const node of tree) {
    if (node.isValid && node.cms.route === 'contact') return node;
    const found = contactPage(node.children);
    if (found) return found;
  }
  return null;
}

/** `tel:` link of a French phone number as written by the owner ("04 78 42 16 90" → "tel:0478421690"). */
export const telHref = (phone: string): string | null => {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.length >= 6 ? `tel:${digits}` : null;
};
