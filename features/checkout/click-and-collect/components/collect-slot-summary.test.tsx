// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SALON_PICK_UP } from '@/tests/fixtures/company';
import { TestProviders } from '@/tests/intl';
import { CollectSlotSummary } from './collect-slot-summary';

const server = setupServer(
  http.get('*/api/platform/company/address', () =>
    HttpResponse.json({ success: true, message: 'ok', data: { total: 1, items: [SALON_PICK_UP] } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(cleanup);
afterAll(() => server.close());

const text = () => document.body.textContent!.replaceAll('\u00a0', ' ');

describe('CollectSlotSummary', () => {
  it('says the date, the windows of that day in order and the address of the schedule', async () => {
    render(<CollectSlotSummary slot={{ idSchedule: 11, date: '2026-12-01' }} />, { wrapper: TestProviders });
    expect(await screen.findByText('Atelier Lumière — le salon')).toBeTruthy();
    expect(text()).toContain('Retrait le mardi 01/12/2026');
    expect(text()).toContain('Horaires : 9 h 30 – 12 h 30 et 13 h 30 – 19 h 00');
    expect(text()).toContain('12 rue Mercière, 69002 Lyon');
  });

  it('on the ready day, starts at the ready time as the picker did', async () => {
    render(
      <CollectSlotSummary
        slot={{ idSchedule: 11, date: '2026-11-25' }}
        readyFrom={{ now: new Date('2026-11-25T15:00:00Z'), clickAndCollectHours: 2 }}
      />,
      { wrapper: TestProviders },
    );
    await screen.findByText('Atelier Lumière — le salon');
    expect(text()).toContain('Horaires : 18 h 00 – 19 h 00');
    expect(text()).not.toContain('9 h 30');
  });
});
