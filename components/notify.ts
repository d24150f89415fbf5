import { toast } from 'react-toastify';

/**
 * Notifications (spec §2 shell toasts): features call these, the shell mounts the one container
 * (top right, 3000 ms). Keeping react-toastify behind this module lets features stay unaware of it.
 */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
  /** Spec §2: notifications are cleared when the shell mounts. */
  clear: () => toast.dismiss(),
};
