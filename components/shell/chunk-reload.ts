/**
 * Spec §4/§8/§9 "Page load failure": a failed chunk load (a deploy replaced the scripts the page was
 * built with) reloads the page, at most once per 60 s, so a chunk that stays missing cannot loop.
 */

export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** Whether an error (or a rejection reason, or an error event's message) is a failed chunk load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const name = typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  const message =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && 'message' in error
        ? String((error as { message: unknown }).message)
        : '';
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(message) ||
    /Failed to fetch dynamically imported module/i.test(message) ||
    /error loading dynamically imported module/i.test(message)
  );
}

/**
 * Reloads once per throttle window: records the time in sessionStorage (per tab) before reloading.
 * Returns whether it reloaded. Storage failures (private mode) mean no reload: better a broken widget than a loop.
 */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_THROTTLE_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * For error boundaries: reloads when the error is a chunk load failure (throttled). Not while the browser is
 * offline: the chunk failed for want of a network, not because of a deploy, and a reload would swap the page the
 * visitor is reading for the browser's offline screen (issue 17).
 */
export function handleChunkError(
  error: unknown,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): boolean {
  if (typeof window === 'undefined' || !online || !isChunkLoadError(error)) return false;
  return reloadOnceForChunkError(window.sessionStorage, () => window.location.reload());
}

/** Wraps a lazy import so that a chunk which fails to load reloads the page (throttled) before the error surfaces. */
export function importOrReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      handleChunkError(error);
      throw error;
    });
}
