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
  const Icon = accountIcon(parameters.MY_ACCOUNT_ICON);
  return (
    <NavLink href={ACCOUNT_PATH} prefetch={false} className={styles.accountLink} title={label}>
      <Icon aria-hidden="true" size={24} strokeWidth={strokeWidth} />
      <span className="visually-hidden">{label}</span>
    </NavLink>
  );
}
