// @vitest-environment jsdom
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TestProviders } from '@/tests/intl';
import { CollectSlotPicker, type CollectSlot } from './collect-slot-picker';
import { aCollectAddress, SALON_PICK_UP, tuesdayToSaturday } from '@/tests/fixtures/company';

const ok = (data: unknown) => HttpResponse.json({ success: true, data, message: 'ok' });
const server = setupServer();
const calls: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on(
    'request:start',
    ({ request }) => void calls.push(new URL(request.url).pathname + new URL(request.url).search),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const SALON = SALON_PICK_UP;
const CAVEAU = aCollectAddress(21, 'Le caveau', [
  {
    id: 21,
    name: 'Retrait au caveau',
    slots: tuesdayToSaturday([
      ['10:00', '12:00'],
      ['14:00', '18:00'],
    ]),
  },
]);

/** The Tuesday-to-Saturday dates of a month, as the platform answers them when nothing is past. */
function openDates(year: number, month: number, from = 1): string[] {
  const out: string[] = [];
  for (let day = from; day <= new Date(Date.UTC(year, month, 0)).getUTCDate(); day++) {
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    if (weekday >= 2 && weekday <= 6)
      out.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  }
  return out;
}

function platform(addresses: unknown[], calendar: (id: number, month: number, year: number) => unknown) {
  server.use(
    http.get('*/api/platform/company/address', ({ request }) => {
      expect(new URL(request.url).searchParams.get('type')).toBe('CLICK_AND_COLLECT');
      return ok({ items: addresses, total: addresses.length });
    }),
    http.get('*/api/platform/calendar/:id/date/allowed/:month/:year', ({ params }) =>
      ok(calendar(Number(params.id), Number(params.month), Number(params.year))),
    ),
  );
}

// Wednesday 25 November 2026, 16:00 in Paris.
const NOW = new Date('2026-11-25T15:00:00Z');

/** The picker with its value held as the checkout store would, every change recorded. */
function renderPicker(props: { hours: number; initial?: Partial<CollectSlot> | null; now?: Date | null }) {
  const changes: (Partial<CollectSlot> | null)[] = [];
  function Harness() {
    const [value, setValue] = useState<Partial<CollectSlot> | null>(props.initial ?? null);
    return (
      <CollectSlotPicker
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        clickAndCollectHours={props.hours}
        now={props.now === null ? undefined : (props.now ?? NOW)}
      />
    );
  }
  render(<Harness />, { wrapper: TestProviders });
  return changes;
}

const day = (name: string) => screen.getByRole('button', { name });
const liveRegion = () => document.querySelector('[aria-live="polite"]')!;

describe('CollectSlotPicker (spec §3 clickAndCollect, §9 CLICK_AND_COLLECT_HOURS)', () => {
  it('the salon (2 h): its only address chosen, today offered from 18:00, the date and its only schedule chosen', async () => {
    platform([SALON], (_id, month, year) => openDates(year, month, month === 11 ? 25 : 1));
    const changes = renderPicker({ hours: 2 });

    await waitFor(() => expect(liveRegion().textContent).toBe('novembre 2026 : 4 dates de retrait disponibles'));
    expect((screen.getByRole('radio', { name: /Atelier Lumière — le salon/ }) as HTMLInputElement).checked).toBe(true);
    expect(changes[0]).toEqual({ idAddress: 11 });
    expect(screen.getByRole('grid', { name: 'novembre 2026' })).toBeTruthy();
    expect(screen.getByText(/à partir du mercredi 25\/11\/2026 à 18:00:00/)).toBeTruthy();
    expect(day('lundi 30 novembre 2026, indisponible').getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(day('mercredi 25 novembre 2026'));
    expect(changes.at(-1)).toEqual({ idAddress: 11, date: '2026-11-25', idSchedule: 11 });
    const slots = screen.getByRole('group', { name: 'Créneau du mercredi 25/11/2026' });
    const only = within(slots).getByRole('radio', { name: /Retrait au salon/ });
    expect((only as HTMLInputElement).checked).toBe(true);
    expect(only.closest('label')!.textContent!.replaceAll('\u00a0', ' ')).toContain('18 h 00 – 19 h 00');
    expect(screen.getByRole('gridcell', { selected: true }).textContent).toBe('25');
  });

  it('the wine estate (48 h): a date the platform still gave but earlier than now + 48 h is not offered', async () => {
    // The platform's clock ran earlier than the page's: it still lists Thursday 26.
    platform([CAVEAU], (_id, month, year) => openDates(year, month, month === 11 ? 26 : 1));
    const changes = renderPicker({ hours: 48 });

    await waitFor(() => expect(liveRegion().textContent).toBe('novembre 2026 : 2 dates de retrait disponibles'));
    const thursday = day('jeudi 26 novembre 2026, indisponible');
    fireEvent.click(thursday);
    expect(changes.at(-1)).toEqual({ idAddress: 21 });

    fireEvent.click(day('vendredi 27 novembre 2026'));
    expect(changes.at(-1)).toEqual({ idAddress: 21, date: '2026-11-27', idSchedule: 21 });
    expect(
      screen
        .getByRole('radio', { name: /Retrait au caveau/ })
        .closest('label')!
        .textContent!.replaceAll('\u00a0', ' '),
    ).toContain('16 h 00 – 18 h 00');
  });

  it('opens on the next month when this one has nothing left, and the month after is fetched ahead', async () => {
    platform([SALON], (_id, month) => (month === 11 ? [] : month === 12 ? ['2026-12-01', '2026-12-02'] : []));
    renderPicker({ hours: 2 });

    await waitFor(() => expect(liveRegion().textContent).toBe('décembre 2026 : 2 dates de retrait disponibles'));
    expect(screen.getByRole('grid', { name: 'décembre 2026' })).toBeTruthy();
    expect(day('mardi 1 décembre 2026').getAttribute('aria-disabled')).toBe('false');
    await waitFor(() => expect(calls).toContain('/api/platform/calendar/11/date/allowed/1/2027'));
  });

  it('a month browsed to with nothing left says so in French, announced, with a way on', async () => {
    platform([SALON], (_id, month) => (month === 11 ? ['2026-11-26'] : month === 12 ? [] : ['2027-01-05']));
    renderPicker({ hours: 2 });
    await waitFor(() => expect(liveRegion().textContent).toBe('novembre 2026 : 1 date de retrait disponible'));
    expect((screen.getByRole('button', { name: 'Mois précédent : octobre 2026' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant : décembre 2026' }));
    await waitFor(() => expect(screen.getByText('Aucun créneau disponible ce mois-ci.')).toBeTruthy());
    expect(liveRegion().textContent).toBe('décembre 2026 : aucun créneau disponible');
    expect(screen.getByRole('grid', { name: 'décembre 2026' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Voir le mois suivant' }));
    await waitFor(() => expect(liveRegion().textContent).toBe('janvier 2027 : 1 date de retrait disponible'));
    expect(day('mardi 5 janvier 2027').getAttribute('aria-disabled')).toBe('false');
  });

  it('the grid is one tab stop moved by the arrows, Home/End and Page Down; Enter chooses', async () => {
    platform([SALON], (_id, month, year) => openDates(year, month, month === 11 ? 25 : 1));
    const changes = renderPicker({ hours: 2 });
    await waitFor(() => expect(liveRegion().textContent).toContain('4 dates'));

    const grid = screen.getByRole('grid');
    const start = day('mercredi 25 novembre 2026');
    expect(start.tabIndex).toBe(0);
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
    start.focus();
    // Alt+Left is the browser's Back: left alone.
    expect(fireEvent.keyDown(grid, { key: 'ArrowLeft', altKey: true })).toBe(true);
    expect(document.activeElement).toBe(start);
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(day('jeudi 26 novembre 2026')));
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(day('jeudi 19 novembre 2026, indisponible')));
    fireEvent.keyDown(grid, { key: 'End' });
    await waitFor(() => expect(document.activeElement).toBe(day('dimanche 22 novembre 2026, indisponible')));
    fireEvent.keyDown(grid, { key: 'PageDown' });
    await waitFor(() => expect(document.activeElement).toBe(day('mardi 22 décembre 2026')));
    expect(screen.getByRole('grid', { name: 'décembre 2026' })).toBeTruthy();
    fireEvent.keyDown(grid, { key: 'PageUp' });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'PageUp' }); // October: before the first month, ignored
    await waitFor(() => expect(document.activeElement).toBe(day('dimanche 22 novembre 2026, indisponible')));
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Home' });
    await waitFor(() => expect(document.activeElement).toBe(day('lundi 16 novembre 2026, indisponible')));
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(day('jeudi 3 décembre 2026')));
    // A native button: Enter and Space click it.
    fireEvent.click(document.activeElement!);
    expect(changes.at(-1)).toEqual({ idAddress: 11, date: '2026-12-03', idSchedule: 11 });
  });

  it('several addresses: a radio each, nothing chosen for the customer; a schedule to choose among two', async () => {
    const twoSchedules = aCollectAddress(31, 'La boutique', [
      { id: 31, name: 'Retrait le matin', slots: tuesdayToSaturday([['09:00', '12:00']]) },
      { id: 32, name: 'Retrait le soir', slots: tuesdayToSaturday([['17:00', '20:00']]) },
    ]);
    platform([SALON, twoSchedules], (_id, month, year) => openDates(year, month, month === 11 ? 26 : 1));
    const changes = renderPicker({ hours: 2 });

    const boutique = await screen.findByRole('radio', { name: /La boutique/ });
    expect(screen.queryByRole('grid')).toBeNull();
    fireEvent.click(boutique);
    expect(changes.at(-1)).toEqual({ idAddress: 31 });
    await waitFor(() => expect(liveRegion().textContent).toContain('3 dates'));

    fireEvent.click(day('jeudi 26 novembre 2026'));
    expect(changes.at(-1)).toEqual({ idAddress: 31, date: '2026-11-26', idSchedule: undefined });
    const group = screen.getByRole('group', { name: 'Créneau du jeudi 26/11/2026' });
    const evening = within(group).getByRole('radio', { name: /Retrait le soir/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    fireEvent.click(evening);
    expect(changes.at(-1)).toEqual({ idAddress: 31, date: '2026-11-26', idSchedule: 32 });
    expect(evening.closest('label')!.textContent!.replaceAll('\u00a0', ' ')).toContain('17 h 00 – 20 h 00');
  });

  it('a restored choice no longer offered is dropped: a date gone past, an address gone', async () => {
    platform([SALON], (_id, month, year) => openDates(year, month, month === 11 ? 25 : 1));
    const changes = renderPicker({ hours: 2, initial: { idAddress: 11, date: '2026-11-24', idSchedule: 11 } });
    await waitFor(() => expect(changes.at(-1)).toEqual({ idAddress: 11 }));
    expect(screen.queryByRole('group', { name: /Créneau du/ })).toBeNull();

    cleanup();
    const again = renderPicker({ hours: 2, initial: { idAddress: 99, date: '2026-12-01', idSchedule: 99 } });
    await waitFor(() => expect(again.at(-1)).toEqual({ idAddress: 11 }));
  });

  it('a failed calendar read says so in French and can be retried', async () => {
    let fail = true;
    server.use(
      http.get('*/api/platform/company/address', () => ok({ items: [SALON], total: 1 })),
      http.get('*/api/platform/calendar/:id/date/allowed/:month/:year', () =>
        fail
          ? HttpResponse.json({ success: false, data: null, message: 'Panne' }, { status: 500 })
          : ok(['2026-11-26']),
      ),
    );
    renderPicker({ hours: 2 });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Les dates de retrait n’ont pas pu être chargées.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(liveRegion().textContent).toBe('novembre 2026 : 1 date de retrait disponible'));
  });

  it("without a fixed clock, the page's clock moves on: a slot that passes while the customer waits is dropped", async () => {
    // Only the clock and the minute timer are faked: the requests and React Query run as usual.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      vi.setSystemTime(new Date('2026-11-25T17:50:00Z')); // Wednesday 18:50 in Paris, the salon closes at 19:00
      platform([SALON], (_id, month, year) => openDates(year, month, month === 11 ? 25 : 1));
      const changes = renderPicker({
        hours: 0,
        now: null,
        initial: { idAddress: 11, date: '2026-11-25', idSchedule: 11 },
      });
      await waitFor(() => expect(liveRegion().textContent).toBe('novembre 2026 : 4 dates de retrait disponibles'));
      expect(screen.getByRole('group', { name: 'Créneau du mercredi 25/11/2026' })).toBeTruthy();

      act(() => vi.advanceTimersByTime(11 * 60_000)); // 19:01
      await waitFor(() => expect(changes.at(-1)).toEqual({ idAddress: 11 }));
      expect(liveRegion().textContent).toBe('novembre 2026 : 3 dates de retrait disponibles');
      expect(day('mercredi 25 novembre 2026, indisponible')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('no pick-up address: a French notice, no grid', async () => {
    platform([], () => []);
    renderPicker({ hours: 2 });
    expect(await screen.findByText('Le retrait sur place n’est pas proposé pour le moment.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
