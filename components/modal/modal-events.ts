import type { ReactNode } from 'react';

/**
 * The modal overlay's events (spec §2 "Modal overlay"): anything on the page opens the shell's one modal
 * with `window.dispatchEvent(new CustomEvent('openModal', { detail }))` and closes it with 'closeModal';
 * openModal()/closeModal() below do exactly that with a typed detail.
 */
export const OPEN_MODAL_EVENT = 'openModal';
export const CLOSE_MODAL_EVENT = 'closeModal';

export interface ModalRequest {
  /** Identifies the popup: it is recorded as seen under this id when the modal closes. */
  id: string;
  /** The dialog's accessible title, shown as its heading. */
  title: string;
  /** HTML content, ALREADY sanitized by the caller (e.g. lib/sanitize-cms-html on the server). */
  html?: string;
  /** Or React content (takes precedence over html). */
  content?: ReactNode;
  /** Spec §2: not recorded as seen on close, so it shows again on the next load. */
  showOnEveryReload?: boolean;
  /** Spec §2: the page behind does not scroll while the modal is open. */
  fixBackground?: boolean;
}

export function openModal(request: ModalRequest): void {
  window.dispatchEvent(new CustomEvent<ModalRequest>(OPEN_MODAL_EVENT, { detail: request }));
}

export function closeModal(): void {
  window.dispatchEvent(new CustomEvent(CLOSE_MODAL_EVENT));
}
