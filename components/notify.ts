import type * as Toastify from 'react-toastify';
import { handleChunkError } from './shell/chunk-reload';

/**
 * Notifications (spec §2 shell toasts): features call these, the shell mounts the one container
 * (top right, 3000 ms). react-toastify (and the CSS it injects) is loaded on the first notification,
 * never in the first-load bundle. A notification fired before it is loaded waits in `pending`; one fired
 * after it is loaded but before the container mounted waits in react-toastify's own render queue
 * (flushed when the container registers, react-toastify 11): either way it shows.
 */
type ToastModule = typeof Toastify;

let toastModule: ToastModule | null = null;
let loading: Promise<ToastModule> | null = null;
let pending: ((module: ToastModule) => void)[] = [];
const listeners = new Set<() => void>();

/** Loads react-toastify once and tells the shell to mount its container. */
function load(): Promise<ToastModule> {
  if (!loading) {
    loading = import('react-toastify').then((module) => {
      toastModule = module;
      const queued = pending;
      pending = [];
      queued.forEach((show) => show(module));
      return module;
    });
    loading.catch((error: unknown) => {
      loading = null; // a later notification tries again
      handleChunkError(error);
    });
    listeners.forEach((listener) => listener());
  }
  return loading;
}

function run(show: (module: ToastModule) => void): void {
  if (toastModule) {
    show(toastModule);
    return;
  }
  pending.push(show);
  void load();
}

export const notify = {
  success: (message: string) => run(({ toast }) => void toast.success(message)),
  error: (message: string) => run(({ toast }) => void toast.error(message)),
  info: (message: string) => run(({ toast }) => void toast.info(message)),
  /** Loads the toasts (and mounts their container) ahead of a likely notification, e.g. when a button is about to be used. */
  preload: () => void load(),
  /** Spec §2/§4: notifications are cleared when the shell mounts (shown and not yet shown alike). */
  clear: () => {
    pending = [];
    toastModule?.toast.dismiss();
  },
};

/** The window event the shell turns into a notification (for code outside React: owner scripts, CMS html). */
export const NOTIFY_EVENT = 'notify';
export interface NotifyEventDetail {
  type: 'success' | 'error' | 'info';
  message: string;
}

/** For the shell: whether a notification was requested, so the container is mounted only then. */
export const toastsRequested = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => loading !== null,
};
