'use client';

import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { allowedDatesQuery, collectAddressesQuery } from '../api/collect-queries';
import type { CollectAddress } from '../schemas';
import {
  addDays,
  allowedDates,
  availableSchedules,
  compareMonths,
  frenchDate,
  shownDate,
  shownTime,
  isoWeekday,
  monthGrid,
  monthLabel,
  monthOf,
  readyAt,
  shiftMonth,
  type CalendarMonth,
  type CollectSlot,
  type YearMonth,
} from '../slots';
import styles from './collect-slot-picker.module.css';
import { useWindowsText } from './use-windows-text';
import { countValues } from '@/lib/format/number';

export { isCompleteSlot, type CollectSlot } from '../slots';

export interface CollectSlotPickerProps {
  /** Controlled: the checkout store holds it. */
  value: Partial<CollectSlot> | null;
  onChange: (value: Partial<CollectSlot> | null) => void;
  /** CLICK_AND_COLLECT_HOURS (spec §9): no slot earlier than now + that many hours. */
  clickAndCollectHours: number;
  /** The clock, for tests; the time of mounting otherwise. */
  now?: Date;
}

/** How far ahead the month navigation goes: a year of pick-up dates. */
const MONTHS_AHEAD = 11;
/** How many empty months the picker skips on its own when it opens. */
const AUTO_SKIPS = 2;

const WEEKDAYS = Array.from({ length: 7 }, (_, i) => {
  const monday = Date.UTC(2024, 0, 1 + i); // 1 January 2024 was a Monday
  const format = (weekday: 'short' | 'long') =>
    new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday }).format(monday);
  return { short: format('short'), long: format('long') };
});

/** One month of the calendars of an address's schedules: CalendarMonths once every answer is in, else null. */
function useCalendarMonth(address: CollectAddress | null, month: YearMonth) {
  const schedules = address?.schedules;
  // A stable combine keeps the result's identity while the answers do not change (TanStack Query memoizes it).
  const combine = useCallback(
    (results: UseQueryResult<string[]>[]) => ({
      calendars:
        schedules && results.every((result) => result.isSuccess)
          ? schedules.map((schedule, i): CalendarMonth => ({ schedule, dates: results[i]?.data ?? [] }))
          : null,
      isError: results.some((result) => result.isError),
      retry: () => results.forEach((result) => result.isError && void result.refetch()),
    }),
    [schedules],
  );
  return useQueries({
    queries: (schedules ?? []).map((schedule) => allowedDatesQuery(schedule.id, month)),
    combine,
  });
}

/**
 * The click-and-collect slot picker (spec §3 `clickAndCollect`, §9 CLICK_AND_COLLECT_HOURS; issue 14): the pick-up
 * address among the company's, then a month grid offering only the dates of GET /calendar/{id}/date/allowed/… that
 * still have a slot at now + CLICK_AND_COLLECT_HOURS (Paris time), then the schedules of that date as radios.
 * Keyboard: a grid with one tab stop, arrows move by day and week, Home/End to the week's ends, Page Up/Down by month.
 */
export function CollectSlotPicker({ value, onChange, clickAndCollectHours, now }: CollectSlotPickerProps) {
  const t = useTranslations('checkout.collect');
  const id = useId();
  const queryClient = useQueryClient();
  const windowsText = useWindowsText();
  // The page's clock, moved on every minute: a slot that passes while the customer hesitates stops being offered.
  const [ticking, setTicking] = useState(() => new Date());
  useEffect(() => {
    if (now) return;
    const timer = window.setInterval(() => setTicking(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, [now]);
  const clock = now ?? ticking;
  const ready = readyAt(clock, clickAndCollectHours);
  const firstMonth = monthOf(ready.date);
  const lastMonth = shiftMonth(firstMonth, MONTHS_AHEAD);

  const addresses = useQuery(collectAddressesQuery());
  const list = addresses.data ?? [];
  const address = list.find((item) => item.id === value?.idAddress) ?? (list.length === 1 ? list[0]! : null);

  const [shown, setShown] = useState<YearMonth>(() => {
    const wanted = value?.date ? monthOf(value.date) : firstMonth;
    return compareMonths(wanted, firstMonth) < 0 ? firstMonth : wanted;
  });
  const visible = useCalendarMonth(address, shown);
  const chosenMonth = value?.date ? monthOf(value.date) : shown;
  const chosen = useCalendarMonth(address, chosenMonth);

  const dates = useMemo(
    () => (visible.calendars ? allowedDates(visible.calendars, clock, clickAndCollectHours) : []),
    [visible.calendars, clock, clickAndCollectHours],
  );
  const offered = new Set(dates);
  // The day answers the tap at once; the schedules of that day render just after, in a render React may interrupt
  // (issue 14 §5: lab INP on choosing a collection date). Until then no schedule list shows: never another day's.
  const scheduleDate = useDeferredValue(value?.date);
  const schedules =
    scheduleDate && chosen.calendars
      ? availableSchedules(chosen.calendars, scheduleDate, clock, clickAndCollectHours)
      : [];

  // Keep the value true to what is offered: the single address chosen for the customer, a stale address, date or
  // schedule (restored from a previous visit) dropped, the only schedule of a date chosen with it.
  const chosenCalendars = chosen.calendars;
  useEffect(() => {
    if (!addresses.isSuccess) return;
    if (!address) {
      if (value?.idAddress !== undefined) onChange(null);
      return;
    }
    if (value?.idAddress !== address.id) return onChange({ idAddress: address.id });
    if (!value.date || !chosenCalendars) return;
    const stillOffered = allowedDates(chosenCalendars, clock, clickAndCollectHours).includes(value.date);
    if (!stillOffered) return onChange({ idAddress: address.id });
    const open = availableSchedules(chosenCalendars, value.date, clock, clickAndCollectHours);
    if (value.idSchedule !== undefined && open.some((schedule) => schedule.id === value.idSchedule)) return;
    const only = open.length === 1 ? open[0]!.id : undefined;
    if (value.idSchedule !== only) onChange({ idAddress: address.id, date: value.date, idSchedule: only });
  }, [addresses.isSuccess, address, value, chosenCalendars, clock, clickAndCollectHours, onChange]);

  // The next month is fetched ahead, so the navigation answers at once.
  useEffect(() => {
    if (!address || compareMonths(shown, lastMonth) >= 0) return;
    const next = shiftMonth(shown, 1);
    for (const schedule of address.schedules) void queryClient.prefetchQuery(allowedDatesQuery(schedule.id, next));
  }, [address, shown, lastMonth, queryClient]);

  // The grid's one tab stop: the chosen date in this month, else its first offered date, else its first day.
  const [focused, setFocused] = useState<string | null>(null);
  const inShown = (date: string | null | undefined): date is string =>
    !!date && compareMonths(monthOf(date), shown) === 0;
  const tabStop = inShown(focused)
    ? focused
    : inShown(value?.date)
      ? value.date
      : (dates[0] ?? `${shown.year}-${String(shown.month).padStart(2, '0')}-01`);
  const dayButtons = useRef(new Map<string, HTMLButtonElement>());
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    dayButtons.current.get(tabStop)?.focus();
  });

  const canGoBack = compareMonths(shown, firstMonth) > 0;
  const canGoOn = compareMonths(shown, lastMonth) < 0;

  // Until the customer moves through the months, an opening month with no date left (its last days closed or past)
  // gives way to the next one, twice at most: the picker opens on a month with something to choose.
  const browsed = useRef(false);
  const skipped = useRef(0);
  const nothingHere = !!visible.calendars && dates.length === 0;
  useEffect(() => {
    if (!nothingHere || browsed.current || value?.date || !canGoOn || skipped.current >= AUTO_SKIPS) return;
    skipped.current += 1;
    setShown((month) => shiftMonth(month, 1));
  }, [nothingHere, value?.date, canGoOn]);

  const goToMonth = (month: YearMonth) => {
    browsed.current = true;
    setShown(month);
    setFocused(null);
  };

  const choose = (date: string) => {
    if (!address || !offered.has(date)) return;
    const open = visible.calendars ? availableSchedules(visible.calendars, date, clock, clickAndCollectHours) : [];
    onChange({ idAddress: address.id, date, idSchedule: open.length === 1 ? open[0]!.id : undefined });
  };

  // The cells are memoized (a date's tap re-renders the two cells whose state changed, not the month): their handlers
  // are one stable object that reads this render's closures (issue 14 §5, lab INP on choosing a date).
  const latest = useRef({ choose, tabStop });
  useEffect(() => {
    latest.current = { choose, tabStop };
  });
  const dayActions = useMemo<DayActions>(
    () => ({
      choose: (date) => latest.current.choose(date),
      focus: (date) => date !== latest.current.tabStop && setFocused(date),
      register: (date, node) => {
        if (node) dayButtons.current.set(date, node);
        else dayButtons.current.delete(date);
      },
    }),
    [],
  );

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    // Alt+Left is the browser's Back, Ctrl/Cmd+arrows the system's: those stay theirs.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const from = tabStop;
    const weekday = isoWeekday(from);
    const [year, month, day] = from.split('-').map(Number) as [number, number, number];
    const sameDayIn = (target: YearMonth) => {
      const last = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate();
      return `${target.year}-${String(target.month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
    };
    const targets: Record<string, () => string> = {
      ArrowLeft: () => addDays(from, -1),
      ArrowRight: () => addDays(from, 1),
      ArrowUp: () => addDays(from, -7),
      ArrowDown: () => addDays(from, 7),
      Home: () => addDays(from, 1 - weekday),
      End: () => addDays(from, 7 - weekday),
      PageUp: () => sameDayIn(shiftMonth({ year, month }, -1)),
      PageDown: () => sameDayIn(shiftMonth({ year, month }, 1)),
    };
    const target = targets[event.key]?.();
    if (!target) return;
    event.preventDefault();
    const targetMonth = monthOf(target);
    if (compareMonths(targetMonth, firstMonth) < 0 || compareMonths(targetMonth, lastMonth) > 0) return;
    if (compareMonths(targetMonth, shown) !== 0) {
      browsed.current = true;
      setShown(targetMonth);
    }
    setFocused(target);
    moveFocus.current = true;
  };

  if (addresses.isPending) return <p role="status">{t('addressesLoading')}</p>;
  if (addresses.isError) {
    return (
      <div className={styles.problem} role="alert">
        <p>{t('addressesError')}</p>
        <button type="button" className={styles.retry} onClick={() => void addresses.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!list.length) return <p className={styles.notice}>{t('noAddress')}</p>;

  const monthName = monthLabel(shown);
  const status = visible.calendars
    ? t('monthStatus', { month: monthName, ...countValues(dates.length) })
    : visible.isError
      ? `${monthName} : ${t('datesError')}`
      : t('monthLoading', { month: monthName });
  const today = readyAt(clock, 0).date;

  return (
    <div className={styles.picker}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('addressLegend')}</legend>
        <div className={styles.options}>
          {list.map((item) => (
            <label key={item.id} className={styles.option}>
              <input
                type="radio"
                name={`${id}-address`}
                value={item.id}
                checked={address?.id === item.id}
                onChange={() => {
                  setFocused(null);
                  onChange({ idAddress: item.id });
                }}
              />
              <span className={styles.optionText}>
                <strong>{item.name}</strong>
                <span>{[item.addLine1, item.addLine2, `${item.zipCode} ${item.city}`].filter(Boolean).join(', ')}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {address && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('dateLegend')}</legend>
          <p className={styles.hint}>{t('readyFrom', { date: shownDate(ready.date), time: shownTime(ready.time) })}</p>
          <div className={styles.monthBar}>
            <button
              type="button"
              className={styles.monthButton}
              onClick={() => goToMonth(shiftMonth(shown, -1))}
              disabled={!canGoBack}
              aria-label={`${t('previousMonth')} : ${monthLabel(shiftMonth(shown, -1))}`}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <h3 className={styles.month} id={`${id}-month`}>
              {monthName}
            </h3>
            <button
              type="button"
              className={styles.monthButton}
              onClick={() => goToMonth(shiftMonth(shown, 1))}
              disabled={!canGoOn}
              aria-label={`${t('nextMonth')} : ${monthLabel(shiftMonth(shown, 1))}`}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {status}
          </p>
          <p className="visually-hidden" id={`${id}-grid-hint`}>
            {t('gridHint')}
          </p>
          <table
            role="grid"
            className={styles.grid}
            aria-labelledby={`${id}-month`}
            aria-describedby={`${id}-grid-hint`}
            aria-busy={!visible.calendars}
            onKeyDown={onGridKey}
          >
            <thead>
              <tr>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday.long} scope="col" className={styles.weekday}>
                    <abbr title={weekday.long}>{weekday.short}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(shown).map((week, row) => (
                <tr key={row}>
                  {week.map((date, column) =>
                    date ? (
                      <DayCell
                        key={date}
                        date={date}
                        open={offered.has(date)}
                        selected={value?.date === date}
                        tabStop={date === tabStop}
                        today={date === today}
                        actions={dayActions}
                      />
                    ) : (
                      <td key={`empty-${column}`} role="gridcell" className={styles.blank} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {visible.isError ? (
            <div className={styles.problem} role="alert">
              <p>{t('datesError')}</p>
              <button type="button" className={styles.retry} onClick={visible.retry}>
                {t('retry')}
              </button>
            </div>
          ) : !visible.calendars ? (
            <p className={styles.notice}>{t('datesLoading')}</p>
          ) : dates.length === 0 ? (
            <div className={styles.notice}>
              <p>{t('noDate')}</p>
              {canGoOn && (
                <button type="button" className={styles.retry} onClick={() => goToMonth(shiftMonth(shown, 1))}>
                  {t('seeNextMonth')}
                </button>
              )}
            </div>
          ) : null}
        </fieldset>
      )}

      {address && value?.date && scheduleDate === value.date && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('scheduleLegend', { date: shownDate(scheduleDate) })}</legend>
          {!chosen.calendars ? (
            <p className={styles.notice}>{t('datesLoading')}</p>
          ) : schedules.length === 0 ? (
            <p className={styles.notice}>{t('noSchedule')}</p>
          ) : (
            <div className={styles.options}>
              {schedules.map((schedule) => (
                <label key={schedule.id} className={styles.option}>
                  <input
                    type="radio"
                    name={`${id}-schedule`}
                    value={schedule.id}
                    checked={value.idSchedule === schedule.id}
                    onChange={() => onChange({ idAddress: address.id, date: value.date, idSchedule: schedule.id })}
                  />
                  <span className={styles.optionText}>
                    <strong>{schedule.name}</strong>
                    <span>{windowsText(schedule.windows)}</span>
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
      )}
      {address && !value?.date && visible.calendars && dates.length > 0 && (
        <p className={styles.hint}>{t('chooseDate')}</p>
      )}
    </div>
  );
}

interface DayActions {
  choose(date: string): void;
  focus(date: string): void;
  register(date: string, node: HTMLButtonElement | null): void;
}

interface DayCellProps {
  date: string;
  open: boolean;
  selected: boolean;
  tabStop: boolean;
  today: boolean;
  actions: DayActions;
}

/** One day of the month grid: re-rendered only when its own state changes. */
const DayCell = memo(function DayCell({ date, open, selected, tabStop, today, actions }: DayCellProps) {
  const t = useTranslations('checkout.collect');
  return (
    <td role="gridcell" aria-selected={selected}>
      <button
        type="button"
        ref={(node) => actions.register(date, node)}
        className={styles.day}
        tabIndex={tabStop ? 0 : -1}
        aria-label={open ? frenchDate(date) : t('unavailable', { date: frenchDate(date) })}
        aria-disabled={!open}
        aria-current={today ? 'date' : undefined}
        data-selected={selected || undefined}
        // A click focuses the day it chooses: no render for a focus the grid already has.
        onFocus={() => actions.focus(date)}
        onClick={() => actions.choose(date)}
      >
        {Number(date.slice(8))}
      </button>
    </td>
  );
});
