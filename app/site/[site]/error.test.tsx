// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { loadingProgress, PROGRESS_THROTTLE_MS } from '@/lib/loading-progress';
import { screenProviders } from '@/tests/intl';
import PageError from './error';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Providers = screenProviders({ namespaces: ['errors'] });

describe('the error screen of a page (spec §2 "the loader is marked failed and the error screen shows")', () => {
  it('a page change that ends on it finishes the progress bar as failed', () => {
    vi.useFakeTimers();
    const endNavigation = loadingProgress.start();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS + 50);
    expect(loadingProgress.getState()).toEqual({ phase: 'loading', failed: false });

    render(<PageError error={new Error('La plateforme ne répond pas')} reset={() => {}} />, { wrapper: Providers });
    expect(screen.getByRole('heading')).toBeTruthy();
    endNavigation('ok');

    expect(loadingProgress.getState()).toEqual({ phase: 'done', failed: true });
  });
});
