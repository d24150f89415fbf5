/**
 * The shell's loading state (spec §2 "loading state", §8, §9): one store fed by page navigations and
 * by the browser's platform requests, read by the top progress bar.
 *
 * Timing (spec §9 "Progress bar: 5000 ms duration, 200 ms throttle, 500 ms hide delay"):
 * - the bar appears only when something is still loading 200 ms after it started (quick loads never flash);
 * - it gives up after 5000 ms (finishes and hides even if a request hangs);
 * - it hides 500 ms after the last load completed (time to show it full, or red when failed);
 * - a cancelled request does not mark it failed; any other failure does (spec §8).
 */

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;

export type ProgressPhase = 'idle' | 'loading' | 'done';

export interface ProgressState {
  /** idle: hidden; loading: bar growing; done: full for PROGRESS_HIDE_DELAY_MS, then idle. */
  phase: ProgressPhase;
  failed: boolean;
}

export type FinishOutcome = 'ok' | 'failed' | 'cancelled';

export interface ProgressStore {
  getState(): ProgressState;
  subscribe(listener: () => void): () => void;
  /** Something started loading; call the returned function once when it ends. */
  start(): (outcome?: FinishOutcome) => void;
}

export function createProgressStore(): ProgressStore {
  let state: ProgressState = { phase: 'idle', failed: false };
  const listeners = new Set<() => void>();
  const active = new Set<symbol>();
  let failed = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let giveUpTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: ProgressState) => {
    if (next.phase === state.phase && next.failed === state.failed) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const clear = (timer: ReturnType<typeof setTimeout> | undefined) => timer !== undefined && clearTimeout(timer);

  /** Everything ended (or we gave up): show the bar full for a moment if it was visible. */
  const finish = () => {
    clear(showTimer);
    clear(giveUpTimer);
    showTimer = giveUpTimer = undefined;
    const wasVisible = state.phase === 'loading';
    const endedFailed = failed;
    failed = false;
    active.clear();
    if (!wasVisible) {
      set({ phase: 'idle', failed: false });
      return;
    }
    set({ phase: 'done', failed: endedFailed });
    clear(hideTimer);
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      set({ phase: 'idle', failed: false });
    }, PROGRESS_HIDE_DELAY_MS);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      const token = Symbol('load');
      const first = active.size === 0;
      active.add(token);
      if (first) {
        clear(hideTimer);
        hideTimer = undefined;
        if (state.phase === 'done') set({ phase: 'loading', failed: false });
        if (state.phase === 'idle') {
          showTimer = setTimeout(() => {
            showTimer = undefined;
            set({ phase: 'loading', failed: false });
          }, PROGRESS_THROTTLE_MS);
        }
        giveUpTimer = setTimeout(finish, PROGRESS_DURATION_MS);
      }
      let ended = false;
      return (outcome: FinishOutcome = 'ok') => {
        if (ended || !active.has(token)) return;
        ended = true;
        active.delete(token);
        if (outcome === 'failed') failed = true;
        if (active.size === 0) finish();
      };
    },
  };
}

/** The one store of the browser tab. */
export const loadingProgress = createProgressStore();
