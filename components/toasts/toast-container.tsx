'use client';

import { useTranslations } from 'next-intl';
import { ToastContainer } from 'react-toastify';

/** Spec §2/§9: the one notification container, top right, each toast closing after 3000 ms. */
export const TOAST_AUTO_CLOSE_MS = 3000;

export default function ShellToastContainer() {
  const t = useTranslations('shellUi');
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      aria-label={t('notifications')}
      closeButton={({ closeToast }) => (
        <button
          type="button"
          className="Toastify__close-button"
          aria-label={t('notificationClose')}
          onClick={() => closeToast(true)}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    />
  );
}
