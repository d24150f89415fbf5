import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CartCount, CartHoverPreview } from '@/features/cart';
import type { Logo, PageNode } from '@/lib/platform/schemas/site';
import { isOn, type Parameters } from '@/lib/site/parameters';
import { headerLogo, headerStyle, type HeaderStyle } from '../../header-style';
import { cartIcon, iconStrokeWidth, menuIcon } from '../../icons';
import { buildMenu, hiddenContactPath, type MenuEntry } from '../../menu';
import { CART_PATH } from './bottom-bar';
import { MenuIcon, type MenuIconRef } from './menu-icon';
import { MobileMenu, type DrawerEntry } from './mobile-menu';
import { NavLink } from './nav-link';
import { SubmenuItem } from './submenu-item';
import { AccountLink } from './account-link';
import styles from './site-header.module.css';
import { storedImageSrc } from '@/lib/platform/image-src';
import { getInlineLogo, getSvgIcon, isSvgIconUrl } from '../../api/get-svg-icon';
import { isHandleNetwork, socialLinks } from '../../social';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The sanitized SVG of every menu entry whose icon is an SVG address, fetched in parallel (each cached). */
async function menuSvgIcons(siteId: number, entries: readonly MenuEntry[]): Promise<Map<string, string>> {
  const urls = new Set<string>();
  const walk = (list: readonly MenuEntry[]) =>
    list.forEach((entry) => {
      if (isSvgIconUrl(entry.icon)) urls.add(entry.icon);
      walk(entry.children);
    });
  walk(entries);
  const loaded = await Promise.all([...urls].map(async (url) => [url, await getSvgIcon(siteId, url)] as const));
  return new Map(loaded.filter((pair): pair is readonly [string, string] => pair[1] !== null));
}

interface Props {
  siteId: number;
  parameters: Parameters;
  tree: PageNode[];
  logos: Logo[];
}

/**
 * The desktop and mobile top bars of spec §2, rendered on the server from the site's parameters (spec §9
 * logo and menu group) and page tree. One header: from 960 px the logo and the page-tree menu, below it
 * the logo and the menu button (drawer). The only client parts are the active-link marks, the sub-menus'
 * keyboard handling and the drawer.
 */
export async function SiteHeader({ siteId, parameters, tree, logos }: Props) {
  const t = await getTranslations('header');
  const tShell = await getTranslations('shell');
  const tFooter = await getTranslations('footer');
  const tDetails = await getTranslations('footerDetails');
  const style = headerStyle(parameters);
  const menu = buildMenu(tree, style.hideHomeInMenu, hiddenContactPath(tree, isOn(parameters.HIDE_CONTACT_PAGE)));
  const siteName = parameters.COMPANY_NAME?.trim() ?? '';
  const logo = headerLogo(logos, isOn(parameters.DARK_THEME));
  const logoSrc = logo ? storedImageSrc(logo.onlineImage.externalPath) : null;
  const logoAlt = logo?.alt || siteName;
  // A small SVG logo is drawn inline (logo-svg.ts: an <img> of an SVG is a document of its own in the browser).
  const inlineLogo = await getInlineLogo(siteId, logoSrc, {
    class: styles.logoImage,
    role: 'img',
    'aria-label': logoAlt,
  });
  // A hint in the head: the logo's request starts with the stylesheet's, before the scripts'.
  if (logoSrc && !inlineLogo) preload(logoSrc, { as: 'image', fetchPriority: 'high' });
  const strokeWidth = iconStrokeWidth(parameters.BASE_FONTAWESOME_ICON);
  // A menuIcon that is an SVG file of the platform (not an icon name) is inlined, sanitized (POST /image/load-svg).
  const svgIcons = style.showMenuIcons ? await menuSvgIcons(siteId, [...menu.main, ...menu.right]) : new Map();
  const iconOf = (entry: MenuEntry): MenuIconRef => {
    const svg = isSvgIconUrl(entry.icon) ? svgIcons.get(entry.icon) : null;
    if (svg) return { svg };
    const Icon = style.showMenuIcons ? menuIcon(entry.icon) : null;
    return Icon ? { icon: Icon.iconName } : {};
  };
  const label = (entry: MenuEntry) => (
    <>
      <MenuIcon {...iconOf(entry)} strokeWidth={strokeWidth} />
      <span>{entry.label}</span>
    </>
  );
  // The cart link with its count in the desktop bar (below 960 px: the bottom bar's, whose top bar has no room
  // beside a tall logo and the menu button); SEE_CART_ON_HOVER adds a summary on hover.
  const CartIcon = cartIcon(parameters.CART_ICON);
  const cartLink = (className: string | undefined) => (
    <NavLink href={CART_PATH} prefetch={false} className={className}>
      <CartIcon aria-hidden="true" size={24} strokeWidth={strokeWidth} />
      <span className="visually-hidden">{t('cart')}</span>
      <CartCount siteId={siteId} />
    </NavLink>
  );
  // The drawer (a client component) gets the icon as data and no empty field: see DrawerEntry.
  const toDrawer = (entry: MenuEntry): DrawerEntry => ({
    id: entry.id,
    label: entry.label,
    href: entry.href,
    ...iconOf(entry),
    ...(entry.children.length > 0 && { children: entry.children.map(toDrawer) }),
  });

  const address = style.showAddressInTopBar ? parameters.COMPANY_ADDRESS?.trim() || null : null;
  const social = style.showSocialInMenu ? socialLinks(parameters) : [];
  const hasInfoBar = Boolean(style.infoBar || address || social.length);

  const desktopList = (entries: MenuEntry[], right: boolean) => (
    <ul className={cx(styles.menu, right && styles.menuRight)}>
      {entries.map((entry) =>
        entry.children.length > 0 ? (
          <SubmenuItem
            key={entry.id}
            href={entry.href}
            label={label(entry)}
            submenuLabel={t('subPages', { label: entry.label })}
            childHrefs={entry.children.flatMap((child) => (child.href ? [child.href] : []))}
          >
            {entry.children.map((child) => (
              <li key={child.id}>
                {child.href ? (
                  <NavLink href={child.href} className={styles.sublink}>
                    {label(child)}
                  </NavLink>
                ) : (
                  <span className={styles.sublink}>{label(child)}</span>
                )}
              </li>
            ))}
          </SubmenuItem>
        ) : (
          <li key={entry.id} className={styles.item}>
            {entry.href ? (
              <NavLink href={entry.href} exact={entry.href === '/'} className={styles.link}>
                {label(entry)}
              </NavLink>
            ) : (
              <span className={styles.link}>{label(entry)}</span>
            )}
          </li>
        ),
      )}
    </ul>
  );

  return (
    <header
      className={headerClass(style)}
      style={style.vars as CSSProperties}
      data-logo-position={style.logoPosition.toLowerCase()}
    >
      {hasInfoBar && (
        <aside className={styles.infoBar} aria-label={t('infoBar')}>
          {style.infoBar && <p>{style.infoBar}</p>}
          {address && (
            <p>
              <span className="visually-hidden">{t('address')} </span>
              {address}
            </p>
          )}
          {social.length > 0 && (
            <ul aria-label={t('social')}>
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} rel="noopener noreferrer" target="_blank">
                    {isHandleNetwork(network) ? tDetails(`social.${network}`) : tFooter(`social.${network}`)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </aside>
      )}
      <div className={styles.bar}>
        <Link href="/" className={styles.logo} aria-label={logo ? undefined : t('homeLink', { name: siteName })}>
          {inlineLogo ? (
            // display: contents, so the svg itself is the link's flex item, sized by .logoImage as the img would be.
            <span style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: inlineLogo }} />
          ) : logo ? (
            // The owner's logo, any other format, through the image route: a plain img sized by the parameters.
            // At the top of every page, it is often the largest paint on a phone: fetched first, with the CSS.
            <img src={logoSrc ?? undefined} alt={logoAlt} className={styles.logoImage} fetchPriority="high" />
          ) : (
            <span className={styles.siteName}>{siteName}</span>
          )}
        </Link>
        <nav aria-label={tShell('mainMenu')} className={styles.desktopNav}>
          {desktopList(menu.main, false)}
          {menu.right.length > 0 && desktopList(menu.right, true)}
          {isOn(parameters.SEE_CART_ON_HOVER) ? (
            <CartHoverPreview siteId={siteId} className={styles.cartHover}>
              {cartLink(styles.cartLink)}
            </CartHoverPreview>
          ) : (
            cartLink(styles.cartLink)
          )}
          <AccountLink parameters={parameters} label={t('account')} strokeWidth={strokeWidth} />
        </nav>
        <MobileMenu
          entries={[...menu.main, ...menu.right].map(toDrawer)}
          side={style.mobileMenuPosition}
          strokeWidth={strokeWidth}
        />
      </div>
    </header>
  );
}

function headerClass(style: HeaderStyle): string {
  return cx(
    styles.header,
    style.fixed && styles.fixed,
    style.absolute && styles.absolute,
    style.absolute && style.inverseAbsoluteColor && styles.inverse,
    styles[`active-${style.activeType.toLowerCase()}`],
    styles[`hover-${style.hoverTransition.toLowerCase()}`],
    style.submenuShadow && styles.submenuShadow,
    style.centerSubmenu && styles.centerSubmenu,
  );
}
