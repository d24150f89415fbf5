import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { House, Mail, Phone } from '@/components/icon';
import { CartCount } from '@/features/cart';
import type { PageNode } from '@/lib/platform/schemas/site';
import { isOn, type Parameters } from '@/lib/site/parameters';
import { accountIcon, cartIcon, iconStrokeWidth, type Icon } from '../../icons';
import { contactPage, pageHref, telHref } from '../../menu';
import { NavLink } from './nav-link';
import styles from './site-header.module.css';

/** Fixed routes of design.md §4 (their screens come with their issues). */
export const CART_PATH = '/panier';
export const ACCOUNT_PATH = '/mon-compte';

interface Props {
  siteId: number;
  parameters: Parameters;
  tree: PageNode[];
}

/**
 * The mobile bottom bar of spec §2 (below 960 px only): home, call (or the contact page when the site
 * gives no phone), cart and customer account, with the CART_ICON and MY_ACCOUNT_ICON icons drawn in
 * BASE_FONTAWESOME_ICON's weight.
 */
export async function SiteBottomBar({ siteId, parameters, tree }: Props) {
  const t = await getTranslations('header');
  const strokeWidth = iconStrokeWidth(parameters.BASE_FONTAWESOME_ICON);
  const phone = parameters.COMPANY_PHONE?.trim() || parameters.COMPANY_MOBILE?.trim() || '';
  const tel = phone ? telHref(phone) : null;
  // HIDE_CONTACT_PAGE: no contact shortcut when the site gives no phone (the page stays reachable by its URL).
  const contact = isOn(parameters.HIDE_CONTACT_PAGE) ? null : contactPage(tree);
  const contactHref = contact ? pageHref(contact) : null;
  const item = (Icon: Icon, text: string) => (
    <>
      <Icon aria-hidden="true" size={24} strokeWidth={strokeWidth} />
      <span>{text}</span>
    </>
  );
  // Call, else the contact page, else nothing.
  const reach = tel ? (
    <li>
      <a href={tel} className={styles.bottomLink} aria-label={t('callNumber', { phone })}>
        {item(Phone, t('call'))}
      </a>
    </li>
  ) : contactHref ? (
    <li>
      <NavLink href={contactHref} className={styles.bottomLink}>
        {item(Mail, t('contact'))}
      </NavLink>
    </li>
  ) : null;
  // The columns are counted here, not by the grid from the items it has: a phone that paints while the bar is half
  // parsed would draw two wide items, then narrow them as the others arrive (a layout shift).
  const columns = reach ? 4 : 3;
  return (
    <nav
      className={styles.bottomBar}
      aria-label={t('shortcuts')}
      style={{ '--bottom-bar-columns': columns } as CSSProperties}
    >
      <ul>
        <li>
          <NavLink href="/" exact className={styles.bottomLink}>
            {item(House, t('home'))}
          </NavLink>
        </li>
        {reach}
        <li>
          {/* Per-visitor screens: nothing to prefetch from a cached page (and no 404 before they exist). */}
          <NavLink href={CART_PATH} prefetch={false} className={styles.bottomLink}>
            {item(cartIcon(parameters.CART_ICON), t('cart'))}
            <CartCount siteId={siteId} />
          </NavLink>
        </li>
        <li>
          <NavLink href={ACCOUNT_PATH} prefetch={false} className={styles.bottomLink}>
            {item(accountIcon(parameters.MY_ACCOUNT_ICON), t('account'))}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
