'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { collectAddressesQuery } from '../api/collect-queries';
import { readyAt, scheduleWindows, shownDate } from '../slots';
import styles from './collect-slot-picker.module.css';
import { useWindowsText } from './use-windows-text';

export interface CollectSlotSummaryProps {
  /** The picker's value, or an order's `clickAndCollect` ({ idSchedule, date }). */
  slot: { idSchedule: number | null | undefined; date: string };
  /**
   * When the order was (or will be) placed, with CLICK_AND_COLLECT_HOURS: the ready day's windows then start at the
   * ready time, as the picker showed them. Without it, every window of the day.
   */
  readyFrom?: { now: Date; clickAndCollectHours: number };
}

/**
 * The chosen pick-up, in words (checkout summary, confirmation): the address's name and street, the French date and
 * the schedule's windows that day. The address is found from the schedule id among GET /company/address.
 */
export function CollectSlotSummary({ slot, readyFrom }: CollectSlotSummaryProps) {
  const t = useTranslations('checkout.collect');
  const windowsText = useWindowsText();
  const addresses = useQuery(collectAddressesQuery());
  const address = addresses.data?.find((item) => item.schedules.some((schedule) => schedule.id === slot.idSchedule));
  const schedule = address?.schedules.find((item) => item.id === slot.idSchedule);
  const ready = readyFrom ? readyAt(readyFrom.now, readyFrom.clickAndCollectHours) : undefined;
  const windows = schedule ? scheduleWindows(schedule, slot.date, ready) : [];

  return (
    <div className={styles.summary}>
      <p>{t('summaryDate', { date: shownDate(slot.date) })}</p>
      {windows.length > 0 && <p>{t('summaryWindows', { windows: windowsText(windows) })}</p>}
      {address && (
        <p>
          <strong>{address.name}</strong>
          <br />
          {[address.addLine1, address.addLine2, `${address.zipCode} ${address.city}`].filter(Boolean).join(', ')}
        </p>
      )}
    </div>
  );
}
