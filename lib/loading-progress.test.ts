import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createProgressStore,
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_DELAY_MS,
  PROGRESS_THROTTLE_MS,
} from './loading-progress';

describe('loading progress (spec §9: 200 ms throttle, 5000 ms duration, 500 ms hide delay)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows for a load shorter than 200 ms', () => {
    const store = createProgressStore();
    const end = store.start();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    expect(store.getState().phase).toBe('idle');
    end();
    vi.advanceTimersByTime(PROGRESS_DURATION_MS);
    expect(store.getState().phase).toBe('idle');
  });

  it('shows after 200 ms, is full on completion, hides 500 ms later', () => {
    const store = createProgressStore();
    const end = store.start();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(store.getState()).toEqual({ phase: 'loading', failed: false });
    end();
    expect(store.getState()).toEqual({ phase: 'done', failed: false });
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS - 1);
    expect(store.getState().phase).toBe('done');
    vi.advanceTimersByTime(1);
    expect(store.getState().phase).toBe('idle');
  });

  it('waits for every concurrent load', () => {
    const store = createProgressStore();
    const a = store.start();
    const b = store.start();
    vi.advanceTimersByTime(300);
    a();
    expect(store.getState().phase).toBe('loading');
    b();
    expect(store.getState().phase).toBe('done');
  });

  it('gives up after 5000 ms even if a load hangs', () => {
    const store = createProgressStore();
    const end = store.start();
    vi.advanceTimersByTime(PROGRESS_DURATION_MS - 1);
    expect(store.getState().phase).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(store.getState().phase).toBe('done');
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    expect(store.getState().phase).toBe('idle');
    end(); // late completion changes nothing
    expect(store.getState().phase).toBe('idle');
  });

  it('a failure marks the bar failed; a cancellation does not (spec §8)', () => {
    const store = createProgressStore();
    const cancelled = store.start();
    vi.advanceTimersByTime(250);
    cancelled('cancelled');
    expect(store.getState()).toEqual({ phase: 'done', failed: false });
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);

    const failing = store.start();
    vi.advanceTimersByTime(250);
    failing('failed');
    expect(store.getState()).toEqual({ phase: 'done', failed: true });
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    expect(store.getState()).toEqual({ phase: 'idle', failed: false });
  });

  it('a new load during the hide delay shows the bar again at once', () => {
    const store = createProgressStore();
    const first = store.start();
    vi.advanceTimersByTime(250);
    first();
    vi.advanceTimersByTime(100);
    const second = store.start();
    expect(store.getState().phase).toBe('loading');
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    expect(store.getState().phase).toBe('loading');
    second();
    expect(store.getState().phase).toBe('done');
  });

  it('ending the same load twice counts once', () => {
    const store = createProgressStore();
    const a = store.start();
    const b = store.start();
    vi.advanceTimersByTime(250);
    a();
    a();
    expect(store.getState().phase).toBe('loading');
    b();
    expect(store.getState().phase).toBe('done');
  });
});
