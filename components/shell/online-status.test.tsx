// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnlineStatus } from './online-status';
import { WithIntl } from '@/tests/intl';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OnlineStatus (spec §2 online/offline indicator)', () => {
  it('says nothing while online, and a French notice once offline, until back online', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <WithIntl>
        <OnlineStatus />
      </WithIntl>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(status.textContent).toMatch(/hors ligne/);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(status.textContent).toBe('');
  });
});
