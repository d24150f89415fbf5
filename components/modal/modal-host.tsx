'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useDialogFocus, useFixedBackground } from '../shell/use-dialog-focus';
import { CLOSE_MODAL_EVENT, OPEN_MODAL_EVENT, type ModalRequest } from './modal-events';
import { markPopupSeen } from './seen-popups';
import styles from './modal.module.css';

/**
 * The shell's one modal container (spec §2 "Modal overlay"): opens on the window event 'openModal',
 * closes on 'closeModal', Escape or a click on the 44 % black backdrop. On close the popup is recorded
 * as seen for this site unless it shows on every reload; it can fix the page background while open.
 */
export function ModalHost({ siteId }: { siteId: number }) {
  const [request, setRequest] = useState<ModalRequest | null>(null);
  const t = useTranslations('shellUi');
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);

  const close = useCallback(() => {
    setRequest((current) => {
      if (current && !current.showOnEveryReload) markPopupSeen(siteId, current.id);
      return null;
    });
  }, [siteId]);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<ModalRequest>).detail;
      if (detail && typeof detail.id === 'string' && typeof detail.title === 'string') setRequest(detail);
    };
    window.addEventListener(OPEN_MODAL_EVENT, onOpen);
    window.addEventListener(CLOSE_MODAL_EVENT, close);
    return () => {
      window.removeEventListener(OPEN_MODAL_EVENT, onOpen);
      window.removeEventListener(CLOSE_MODAL_EVENT, close);
    };
  }, [close]);

  useEffect(() => {
    if (!request) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [request, close]);

  useDialogFocus(dialog, request !== null);
  useFixedBackground(request?.fixBackground === true);

  if (!request) return null;
  return (
    <div
      className={styles.backdrop}
      data-testid="modal-backdrop"
      // A click that starts and ends on the backdrop closes; a drag out of the dialog does not.
      onMouseDown={(event) => (pressedOnBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) close();
        pressedOnBackdrop.current = false;
      }}
    >
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <button type="button" className={styles.close} onClick={close} aria-label={t('close')} data-autofocus>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className={styles.title}>
          {request.title}
        </h2>
        {request.content !== undefined ? (
          <div className={styles.body}>{request.content}</div>
        ) : (
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: request.html ?? '' }} />
        )}
      </div>
    </div>
  );
}
