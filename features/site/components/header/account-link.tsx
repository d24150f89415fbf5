import { createElement } from 'react';
import type { Parameters } from '@/lib/site/parameters';
import { accountIcon } from '../../icons';
import { ACCOUNT_PATH } from './bottom-bar';
import { NavLink } from './nav-link';
import styles from './site-header.module.css';

interface Props {
  parameters: Parameters;
  label: string;
  strokeWidth: number;
}

/**
 * The personal space from the desktop bar (issue 5 §3, MY_ACCOUNT_ICON; below 960 px the bottom bar has it).
 * A plain link: the page is cached and knows no visitor, and /mon-compte sends a logged-out visitor to /auth
 * and back.
 */
export function AccountLink({ parameters, label, strokeWidth }: Props) {
  // accountIcon() picks one of the module's constant icon components: its identity does not change from one render
  // to the next, so it is created as an element directly rather than named as a component made during render.
  const icon = createElement(accountIcon(parameters.MY_ACCOUNT_ICON), {
    'aria-hidden': true,
    size: 24,
    strokeWidth,
  });
  return (
    <NavLink href={ACCOUNT_PATH} prefetch={false} className={styles.accountLink} title={label}>
      {icon}
      <span className="visually-hidden">{label}</span>
    </NavLink>
  );
}
