import { SpriteIcon } from '@/components/icon';
import styles from './site-header.module.css';

/** A menu entry's icon as data: the sprite icon's name, or an SVG file of the platform (sanitized on the server). */
export interface MenuIconRef {
  icon?: string;
  svg?: string;
}

/**
 * A menu entry's icon, drawn the same by the desktop menu (a server component) and the drawer (a client one, which
 * gets the data above rather than a drawn icon: issue 19). No hook, so it renders on either side.
 */
export function MenuIcon({ icon, svg, strokeWidth }: MenuIconRef & { strokeWidth: number }) {
  if (svg)
    return (
      <span
        className={`${styles.menuIcon} ${styles.svgIcon}`}
        aria-hidden="true"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    );
  return icon ? <SpriteIcon name={icon} className={styles.menuIcon} strokeWidth={strokeWidth} /> : null;
}
